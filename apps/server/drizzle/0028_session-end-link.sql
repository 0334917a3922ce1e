ALTER TABLE "sessions" ADD COLUMN "end_link_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_end_link_hash_unique" ON "sessions" USING btree ("end_link_hash");