-- A hidden banner (active = false) becomes a draft before the flag goes.
UPDATE "banners" SET "status" = 'draft' WHERE NOT "active";--> statement-breakpoint
DROP INDEX "banners_order_idx";--> statement-breakpoint
CREATE INDEX "banners_order_idx" ON "banners" USING btree ("sort_order","id") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "banners" DROP COLUMN "active";