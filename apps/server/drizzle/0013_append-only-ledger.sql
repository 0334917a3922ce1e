-- The web-point ledger is append-only: every row is written once with its final balance
-- (modules/wallet/ledger.ts), so an UPDATE of a row is a bug and is refused outright.
CREATE FUNCTION web_point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'web_point_ledger rows are append-only (row %)', OLD.id;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER web_point_ledger_no_update BEFORE UPDATE ON web_point_ledger
  FOR EACH ROW EXECUTE FUNCTION web_point_ledger_append_only();
