-- Live scores (issue 15): every write that changes a match's score, status or lines played,
-- whoever makes it (the simulator on any server, the ingestion API, a manual fix), sends the
-- changed ids on channel `match_changed` when its transaction commits. Every server LISTENs
-- and pushes the change to its open streams. One notification per statement; a payload holds
-- at most 8,000 bytes, so a statement changing more than 900 matches sends `*` (reload today).
CREATE OR REPLACE FUNCTION notify_match_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO changed FROM (SELECT id FROM new_rows LIMIT 901) n;
  ELSE
    SELECT array_agg(n.id) INTO changed FROM (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.home_score, n.away_score, n.lines_played)
        IS DISTINCT FROM (o.status, o.home_score, o.away_score, o.lines_played)
      LIMIT 901
    ) n;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('match_changed', CASE WHEN cardinality(changed) > 900 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER matches_changed_on_update AFTER UPDATE ON matches
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_match_changed();
--> statement-breakpoint
CREATE TRIGGER matches_changed_on_insert AFTER INSERT ON matches
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_match_changed();
