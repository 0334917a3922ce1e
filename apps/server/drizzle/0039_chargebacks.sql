ALTER TABLE "orders" ADD COLUMN "charged_back_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_charged_back_idx" ON "orders" USING btree ("charged_back_at") WHERE "orders"."charged_back_at" is not null;--> statement-breakpoint
-- Chargebacks reported before this column were recorded as refunds of the chargeback kind.
UPDATE "orders" SET "charged_back_at" = "refunded_at" WHERE "refund_kind" = 'chargeback' AND "charged_back_at" IS NULL;
