CREATE TABLE "game_sign_in_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"game_player_id" bigint NOT NULL,
	"referral_id" text NOT NULL,
	"next" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_sign_in_links_token_hash_unique" ON "game_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sign_in_links_expiry_idx" ON "game_sign_in_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_game_player_idx" ON "users" USING btree ("game_player_id");