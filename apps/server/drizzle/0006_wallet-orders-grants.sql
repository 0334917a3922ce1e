CREATE TYPE "public"."grant_status" AS ENUM('pending', 'applied');--> statement-breakpoint
CREATE TYPE "public"."ledger_entry_type" AS ENUM('purchase', 'spend', 'bonus', 'claim');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('purchase', 'gift', 'upsell');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'fulfilled', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."sandbox_session_status" AS ENUM('open', 'requires_action', 'paid', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."upsell_status" AS ENUM('offered', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "applied_grants" (
	"reference" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_inventory" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"skill_points" integer DEFAULT 0 NOT NULL,
	"super_goal" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_claims" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"game_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"game_player_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"status" "grant_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_slug" text NOT NULL,
	"product_name" text NOT NULL,
	"product_kind" text NOT NULL,
	"kind" "order_kind" DEFAULT 'purchase' NOT NULL,
	"recipient_game_player_id" integer NOT NULL,
	"recipient_user_id" bigint,
	"recipient_nickname" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vip_tier" integer DEFAULT 0 NOT NULL,
	"vip_bonus_percent" integer DEFAULT 0 NOT NULL,
	"base_tickets" integer DEFAULT 0 NOT NULL,
	"vip_bonus_tickets" integer DEFAULT 0 NOT NULL,
	"total_tickets" integer DEFAULT 0 NOT NULL,
	"web_points" integer DEFAULT 0 NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"skill_points" integer DEFAULT 0 NOT NULL,
	"super_goal" integer DEFAULT 0 NOT NULL,
	"premium_type" text,
	"season_number" integer,
	"game_day" date,
	"upsell_offer_id" bigint,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_amount_non_negative" CHECK ("orders"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "sandbox_session_status" DEFAULT 'open' NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upsell_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"extra_tickets" integer NOT NULL,
	"total_tickets" integer NOT NULL,
	"special_price_cents" integer NOT NULL,
	"status" "upsell_status" DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" "ledger_entry_type" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_point_ledger_amount_non_zero" CHECK ("web_point_ledger"."amount" <> 0),
	CONSTRAINT "web_point_ledger_balance_non_negative" CHECK ("web_point_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "daily_claims" ADD CONSTRAINT "daily_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_offers" ADD CONSTRAINT "upsell_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_offers" ADD CONSTRAINT "upsell_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_point_ledger" ADD CONSTRAINT "web_point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_claims_once_unique" ON "daily_claims" USING btree ("user_id","kind","game_day");--> statement-breakpoint
CREATE UNIQUE INDEX "game_grants_reference_unique" ON "game_grants" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "game_grants_pending_idx" ON "game_grants" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_session_unique" ON "orders" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seasonal_once_unique" ON "orders" USING btree ("user_id","product_id","season_number") WHERE "orders"."status" = 'fulfilled' and "orders"."season_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_daily_once_unique" ON "orders" USING btree ("user_id","product_id","game_day") WHERE "orders"."status" = 'fulfilled' and "orders"."game_day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "upsell_offers_order_unique" ON "upsell_offers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_point_ledger_reference_unique" ON "web_point_ledger" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "web_point_ledger_user_created_idx" ON "web_point_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);