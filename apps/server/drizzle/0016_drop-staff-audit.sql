-- The support console's own audit table becomes part of the one audit log (ticket actions).
INSERT INTO "audit_log" ("at", "actor_user_id", "actor_email", "action", "target_type", "target_id", "after")
SELECT s."created_at", s."staff_user_id", u."email", 'ticket.' || s."action", 'ticket', s."ticket_id"::text, s."details"
FROM "staff_audit_log" s LEFT JOIN "users" u ON u."id" = s."staff_user_id"
ORDER BY s."id";
--> statement-breakpoint
DROP TABLE "staff_audit_log" CASCADE;
