-- Custom migration: triggers keeping player_purchase_totals equal to the sums of
-- purchase_history, one aggregated upsert per statement (so a COPY of 300,000 demo purchases
-- costs one statement, not 300,000 trigger calls).
CREATE FUNCTION purchase_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_purchase_totals (player_id, web_points, purchases)
  SELECT player_id, sum(web_points), count(*) FROM inserted GROUP BY player_id
  ON CONFLICT (player_id) DO UPDATE SET
    web_points = player_purchase_totals.web_points + excluded.web_points,
    purchases = player_purchase_totals.purchases + excluded.purchases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchase_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE player_purchase_totals t SET
    web_points = t.web_points - d.web_points,
    purchases = t.purchases - d.purchases
  FROM (SELECT player_id, sum(web_points) AS web_points, count(*) AS purchases FROM deleted GROUP BY player_id) d
  WHERE t.player_id = d.player_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_history_totals_insert AFTER INSERT ON purchase_history
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION purchase_totals_add();
--> statement-breakpoint
CREATE TRIGGER purchase_history_totals_delete AFTER DELETE ON purchase_history
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION purchase_totals_remove();
