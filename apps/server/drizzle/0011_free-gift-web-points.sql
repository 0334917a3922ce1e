-- The Daily Free Gift also gives 2 web points (spec §6 "free daily web points"); they are
-- ledger rows of type claim and never count towards the VIP tier (only paid orders do).
UPDATE "shop_products" SET "web_points" = 2 WHERE "slug" = 'free-daily-tickets';
