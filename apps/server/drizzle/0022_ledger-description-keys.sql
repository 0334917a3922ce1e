ALTER TABLE "web_point_ledger" ADD COLUMN "description_key" text;--> statement-breakpoint
ALTER TABLE "web_point_ledger" ADD COLUMN "description_params" jsonb;--> statement-breakpoint
-- Rows written before the keys existed get them from their English text or their order, so old
-- history reads in the player's language too. The one UPDATE the append-only ledger ever sees:
-- its trigger is off for these statements only (one transaction with the migration).
ALTER TABLE "web_point_ledger" DISABLE TRIGGER "web_point_ledger_no_update";--> statement-breakpoint
UPDATE "web_point_ledger" SET "description_key" = CASE "description"
    WHEN 'Daily Free Gift' THEN 'freeGift' WHEN 'Spin The Wheel' THEN 'spinCost' ELSE 'welcomeBonus' END
  WHERE "description_key" IS NULL AND "description" IN ('Daily Free Gift', 'Spin The Wheel', 'Welcome bonus');--> statement-breakpoint
UPDATE "web_point_ledger" SET "description_key" = 'spinPrize',
    "description_params" = jsonb_build_object('amount', (regexp_match("description", '^Spin prize: (\d+) web points$'))[1]::int)
  WHERE "description_key" IS NULL AND "description" ~ '^Spin prize: \d+ web points$';--> statement-breakpoint
UPDATE "web_point_ledger" SET "description_key" = 'compensation',
    "description_params" = jsonb_build_object('reason', substr("description", 15))
  WHERE "description_key" IS NULL AND "description" LIKE 'Compensation: %';--> statement-breakpoint
UPDATE "web_point_ledger" AS l SET
    "description_key" = CASE WHEN l."reference" LIKE 'refund:%' THEN 'refund' WHEN o."kind" = 'gift' THEN 'gift' ELSE 'purchase' END,
    "description_params" = jsonb_build_object('product', o."product_name", 'productSlug', o."product_slug")
  FROM "orders" AS o
  WHERE l."description_key" IS NULL AND l."reference" IN ('order:' || o."id", 'refund:order:' || o."id");--> statement-breakpoint
ALTER TABLE "web_point_ledger" ENABLE TRIGGER "web_point_ledger_no_update";
