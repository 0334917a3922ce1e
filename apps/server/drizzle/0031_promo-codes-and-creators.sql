CREATE TYPE "public"."promo_code_kind" AS ENUM('shared', 'batch');--> statement-breakpoint
CREATE TYPE "public"."promo_code_status" AS ENUM('draft', 'active', 'paused', 'ended');--> statement-breakpoint
CREATE TYPE "public"."promo_reward_kind" AS ENUM('web_points', 'game_items', 'purchase_bonus');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry_type" ADD VALUE 'promo';--> statement-breakpoint
CREATE TABLE "creator_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"creator_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"share_cents" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "creator_earnings_share_non_negative" CHECK ("creator_earnings"."share_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_supports" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"creator_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"share_basis_points" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creators_share_range" CHECK ("creators"."share_basis_points" between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "promo_code_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_code_id" bigint NOT NULL,
	"code" text NOT NULL,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" "promo_code_kind" NOT NULL,
	"code" text,
	"status" "promo_code_status" DEFAULT 'draft' NOT NULL,
	"reward_kind" "promo_reward_kind" NOT NULL,
	"web_points" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"energy" integer DEFAULT 0 NOT NULL,
	"skill_points" integer DEFAULT 0 NOT NULL,
	"bonus_percent" integer DEFAULT 0 NOT NULL,
	"bonus_days" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"vip_tiers" jsonb,
	"never_bought" boolean DEFAULT false NOT NULL,
	"registered_after" timestamp with time zone,
	"registered_before" timestamp with time zone,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_uses_within_cap" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_uses_non_negative" CHECK ("promo_codes"."uses" >= 0),
	CONSTRAINT "promo_codes_per_player_positive" CHECK ("promo_codes"."per_player_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_code_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"unit_id" bigint,
	"seq" integer NOT NULL,
	"ip" text,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"redemption_id" bigint NOT NULL,
	"percent" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" bigint,
	"used_at" timestamp with time zone,
	"bonus_tickets" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_earnings" ADD CONSTRAINT "creator_earnings_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_earnings" ADD CONSTRAINT "creator_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_earnings" ADD CONSTRAINT "creator_earnings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_supports" ADD CONSTRAINT "creator_supports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_supports" ADD CONSTRAINT "creator_supports_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_units" ADD CONSTRAINT "promo_code_units_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_units" ADD CONSTRAINT "promo_code_units_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_unit_id_promo_code_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."promo_code_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bonuses" ADD CONSTRAINT "purchase_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bonuses" ADD CONSTRAINT "purchase_bonuses_redemption_id_promo_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."promo_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bonuses" ADD CONSTRAINT "purchase_bonuses_used_order_id_orders_id_fk" FOREIGN KEY ("used_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_earnings_order_unique" ON "creator_earnings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "creator_earnings_creator_idx" ON "creator_earnings" USING btree ("creator_id","earned_at");--> statement-breakpoint
CREATE INDEX "creator_supports_creator_idx" ON "creator_supports" USING btree ("creator_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_user_unique" ON "creators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_code_unique" ON "creators" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_units_code_unique" ON "promo_code_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_code_units_campaign_idx" ON "promo_code_units" USING btree ("promo_code_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_player_seq_unique" ON "promo_redemptions" USING btree ("promo_code_id","user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_unit_unique" ON "promo_redemptions" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bonuses_redemption_unique" ON "purchase_bonuses" USING btree ("redemption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bonuses_order_unique" ON "purchase_bonuses" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX "purchase_bonuses_user_idx" ON "purchase_bonuses" USING btree ("user_id","expires_at");