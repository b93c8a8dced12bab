ALTER TABLE "chatbots" ADD COLUMN "waba_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "blocks_idblock";--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_chatbot_idblock" ON "blocks" USING btree ("chatbot_id","idblock");
