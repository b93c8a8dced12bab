ALTER TABLE "chatbots" ADD COLUMN "user_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "interaction_count" integer DEFAULT 0 NOT NULL;