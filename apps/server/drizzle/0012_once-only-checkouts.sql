ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."sandbox_session_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_once_open_unique" ON "orders" USING btree ("user_id","once_key") WHERE "orders"."status" = 'pending' and "orders"."once_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_once_fulfilled_unique" ON "orders" USING btree ("once_key") WHERE "orders"."status" = 'fulfilled' and "orders"."once_key" is not null;