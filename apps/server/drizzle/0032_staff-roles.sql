ALTER TYPE "public"."user_role" ADD VALUE 'content' BEFORE 'admin';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'finance' BEFORE 'admin';