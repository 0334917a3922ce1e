ALTER TYPE "public"."promo_reward_kind" ADD VALUE 'discount';--> statement-breakpoint
DROP INDEX "promo_redemptions_player_seq_unique";--> statement-breakpoint
DROP INDEX "promo_redemptions_unit_unique";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_product_id" integer;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "freed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_discount_product_id_shop_products_id_fk" FOREIGN KEY ("discount_product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_unique" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_player_seq_unique" ON "promo_redemptions" USING btree ("promo_code_id","user_id","seq") WHERE "promo_redemptions"."freed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_unit_unique" ON "promo_redemptions" USING btree ("unit_id") WHERE "promo_redemptions"."freed_at" is null;