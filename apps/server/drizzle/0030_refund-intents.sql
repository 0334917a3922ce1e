CREATE TABLE "order_refund_intents" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" bigint,
	"actor_email" text,
	"actor_ip" text,
	"started_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "order_refund_intents" ADD CONSTRAINT "order_refund_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 31, item 10: erasure pseudonymises a person in the append-only audit log and in the
-- compensation texts of the ledger. Rows stay append-only, except inside an erasure's own
-- transaction (it sets `pitchside.erasure` locally), and even then only the columns that can
-- name a person may change: never who (the id), what, when, to what, or an amount.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('pitchside.erasure', true) = 'on'
     AND (to_jsonb(NEW) - 'actor_email' - 'before' - 'after' - 'reason' - 'ip')
       = (to_jsonb(OLD) - 'actor_email' - 'before' - 'after' - 'reason' - 'ip') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION web_point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pitchside.erasure', true) = 'on'
     AND (to_jsonb(NEW) - 'description' - 'description_params')
       = (to_jsonb(OLD) - 'description' - 'description_params') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'web_point_ledger rows are append-only (row %)', OLD.id;
END;
$$;
