CREATE TABLE "purchase_window_totals" (
	"period" text NOT NULL,
	"player_id" integer NOT NULL,
	"web_points" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_window_totals_period_player_id_pk" PRIMARY KEY("period","player_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_windows" (
	"period" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_window_totals_rank_idx" ON "purchase_window_totals" USING btree ("period","web_points" DESC NULLS FIRST,"purchases" DESC NULLS FIRST,"player_id");--> statement-breakpoint
-- The two periods of the Top Web Point leaderboard. Their starts are set here and moved by
-- advance_purchase_window() before each read; the totals start from the history there is.
INSERT INTO "purchase_windows" ("period", "starts_at") VALUES
  ('last30days', now() - interval '30 days'),
  ('monthly', date_trunc('month', now()));
--> statement-breakpoint
INSERT INTO "purchase_window_totals" ("period", "player_id", "web_points", "purchases")
SELECT w.period, h.player_id, sum(h.web_points), count(*)
FROM "purchase_windows" w JOIN "purchase_history" h ON h.purchased_at >= w.starts_at
GROUP BY w.period, h.player_id;
--> statement-breakpoint
-- New purchases count in every period whose start they are at or after. The FOR SHARE lock on
-- the period rows orders this against advance_purchase_window(): a purchase is either counted
-- before a move (and the move subtracts it if it left) or after it (against the new start).
CREATE FUNCTION purchase_windows_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM purchase_windows ORDER BY period FOR SHARE;
  INSERT INTO purchase_window_totals (period, player_id, web_points, purchases)
  SELECT w.period, i.player_id, sum(i.web_points), count(*)
  FROM purchase_windows w JOIN inserted i ON i.purchased_at >= w.starts_at
  GROUP BY w.period, i.player_id
  ON CONFLICT (period, player_id) DO UPDATE SET
    web_points = purchase_window_totals.web_points + excluded.web_points,
    purchases = purchase_window_totals.purchases + excluded.purchases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchase_windows_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM purchase_windows ORDER BY period FOR SHARE;
  UPDATE purchase_window_totals t SET
    web_points = t.web_points - d.web_points,
    purchases = t.purchases - d.purchases
  FROM (
    SELECT w.period, r.player_id, sum(r.web_points) AS web_points, count(*) AS purchases
    FROM purchase_windows w JOIN deleted r ON r.purchased_at >= w.starts_at
    GROUP BY w.period, r.player_id
  ) d
  WHERE t.period = d.period AND t.player_id = d.player_id;
  DELETE FROM purchase_window_totals t USING (SELECT DISTINCT player_id FROM deleted) r
  WHERE t.player_id = r.player_id AND t.purchases <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchase_history_windows_insert AFTER INSERT ON purchase_history
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION purchase_windows_add();
--> statement-breakpoint
CREATE TRIGGER purchase_history_windows_delete AFTER DELETE ON purchase_history
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION purchase_windows_remove();
--> statement-breakpoint
-- Moves a period's start. Only the purchases between the old and the new start are read: the
-- ones that left the period are subtracted (a player left with none drops out), or, if the start
-- moved earlier (a clock set back), the ones that came back are added.
CREATE FUNCTION advance_purchase_window(p_period text, p_starts_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_start timestamptz;
BEGIN
  SELECT starts_at INTO old_start FROM purchase_windows WHERE period = p_period FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown purchase window %', p_period;
  END IF;
  IF p_starts_at = old_start THEN
    RETURN;
  END IF;
  IF p_starts_at > old_start THEN
    UPDATE purchase_window_totals t SET
      web_points = t.web_points - d.web_points,
      purchases = t.purchases - d.purchases
    FROM (
      SELECT player_id, sum(web_points) AS web_points, count(*) AS purchases FROM purchase_history
      WHERE purchased_at >= old_start AND purchased_at < p_starts_at GROUP BY player_id
    ) d
    WHERE t.period = p_period AND t.player_id = d.player_id;
    DELETE FROM purchase_window_totals t
    WHERE t.period = p_period AND t.purchases <= 0 AND t.player_id IN (
      SELECT player_id FROM purchase_history
      WHERE purchased_at >= old_start AND purchased_at < p_starts_at
    );
  ELSE
    INSERT INTO purchase_window_totals (period, player_id, web_points, purchases)
    SELECT p_period, player_id, sum(web_points), count(*) FROM purchase_history
    WHERE purchased_at >= p_starts_at AND purchased_at < old_start GROUP BY player_id
    ON CONFLICT (period, player_id) DO UPDATE SET
      web_points = purchase_window_totals.web_points + excluded.web_points,
      purchases = purchase_window_totals.purchases + excluded.purchases;
  END IF;
  UPDATE purchase_windows SET starts_at = p_starts_at WHERE period = p_period;
END $$;
