CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "spins_created_idx" ON "spins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "daily_claims_created_idx" ON "daily_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilled_idx" ON "orders" USING btree ("fulfilled_at");--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("refunded_at") WHERE "orders"."refunded_at" is not null;