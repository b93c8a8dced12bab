ALTER TABLE "chatbots" ADD COLUMN "user_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "interaction_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chatbots_owner_activity" ON "chatbots" USING btree ("owner_id","last_activity_at" DESC NULLS LAST);