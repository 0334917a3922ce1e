-- The webshop catalogue (prices in euro cents). The back office edits these rows later;
-- `extra` carries what only one kind of product has.
INSERT INTO "shop_products" ("slug", "kind", "display_name", "price_cents", "original_price_cents", "tickets", "energy", "skill_points", "super_goal", "web_points", "extra", "most_popular", "sort_order") VALUES
  ('tickets-starter',  'ticket_package', 'Starter Tickets',   499,  NULL,   500, 0, 0, 0,   5, '{"discountPercentage":0,"campaignBonusPercentage":0}', false, 10),
  ('tickets-pro',      'ticket_package', 'Pro Tickets',       999,  1299,  1200, 0, 0, 0,  12, '{"discountPercentage":23,"campaignBonusPercentage":20}', true, 20),
  ('tickets-elite',    'ticket_package', 'Elite Tickets',    1999,  2999,  3000, 0, 0, 0,  30, '{"discountPercentage":33,"campaignBonusPercentage":25}', false, 30),
  ('tickets-legend',   'ticket_package', 'Legend Tickets',   4999,  7499,  8000, 0, 0, 0,  80, '{"discountPercentage":33,"campaignBonusPercentage":30}', false, 40),
  ('tickets-champion', 'ticket_package', 'Champion Tickets', 9999, 15999, 18000, 0, 0, 0, 180, '{"discountPercentage":37,"campaignBonusPercentage":35}', false, 50),
  ('premium-silver',   'premium', 'Silver Premium',    999, NULL, 1000, 0, 5, 1, 10, '{"premiumType":"silver","dailySpinPoints":3,"levels":1,"attackPoints":500,"benefits":["unlimited3x","possession1","shoot1","goldenCard2"]}', false, 10),
  ('premium-platinum', 'premium', 'Platinum Premium', 2499, NULL, 3000, 0, 15, 3, 25, '{"premiumType":"platinum","dailySpinPoints":5,"levels":2,"attackPoints":1500,"benefits":["unlimited5x","possession3","shoot3","goldenCard5","dailyRewards2x","globalChat"]}', true, 20),
  ('daily-offer',      'daily_offer', 'Daily Offer', 199, 499, 300, 1000, 0, 0, 3, '{"spins":5}', false, 10),
  ('free-daily-tickets', 'free_daily', 'Daily Free Gift', 0, NULL, 50, 0, 0, 0, 0, '{}', false, 10)
ON CONFLICT ("slug") DO NOTHING;
