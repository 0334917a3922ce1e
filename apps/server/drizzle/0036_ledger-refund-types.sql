CREATE TYPE "public"."order_refund_kind" AS ENUM('duplicate', 'support', 'provider', 'chargeback');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'refund';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'reversal';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'chargeback';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'compensation';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_kind" "order_refund_kind";