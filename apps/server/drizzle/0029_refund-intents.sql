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
ALTER TABLE "order_refund_intents" ADD CONSTRAINT "order_refund_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;