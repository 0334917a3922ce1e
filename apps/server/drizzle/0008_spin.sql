CREATE TYPE "public"."spin_prize_kind" AS ENUM('none', 'tickets', 'web_points');--> statement-breakpoint
CREATE TABLE "spin_prizes" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" "spin_prize_kind" NOT NULL,
	"amount" integer NOT NULL,
	"base_weight" integer NOT NULL,
	"boost" text,
	CONSTRAINT "spin_prizes_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"prize_slug" text NOT NULL,
	"kind" "spin_prize_kind" NOT NULL,
	"amount" integer NOT NULL,
	"cost" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spins" ADD CONSTRAINT "spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spins_user_created_idx" ON "spins" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The prize table (weights out of 10,000 before VIP boosts). Expected value at tier 0 is well
-- under the 5 WP a spin costs in web points, with tickets as the main reward.
INSERT INTO "spin_prizes" ("slug", "position", "kind", "amount", "base_weight", "boost") VALUES
  ('no-prize',     0, 'none',       0,    3300, NULL),
  ('tickets-10',   1, 'tickets',    10,   2500, NULL),
  ('web-points-10',2, 'web_points', 10,    700, 'spin10WebPoints'),
  ('tickets-25',   3, 'tickets',    25,   1500, NULL),
  ('tickets-100',  4, 'tickets',    100,   800, 'spin100Ticket'),
  ('tickets-50',   5, 'tickets',    50,   1000, NULL),
  ('tickets-500',  6, 'tickets',    500,   180, NULL),
  ('tickets-2000', 7, 'tickets',    2000,   20, 'spin2000Tickets');
