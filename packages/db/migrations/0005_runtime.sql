CREATE TABLE "conversations" (
	"end_user_id" uuid PRIMARY KEY NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"session" jsonb,
	"bot_paused_until" timestamp with time zone,
	"agent_id" uuid,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sender" text NOT NULL,
	"external_id" text,
	"event" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chatbots" ADD COLUMN "app_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox" ADD CONSTRAINT "inbox_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_chatbot_recent" ON "conversations" USING btree ("chatbot_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_dedup" ON "inbox" USING btree ("chatbot_id","channel","external_id") WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inbox_pending" ON "inbox" USING btree ("chatbot_id","channel","sender","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "inbox_pending_available" ON "inbox" USING btree ("available_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "inbox_received" ON "inbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "messages_end_user_seq" ON "messages" USING btree ("end_user_id","seq");--> statement-breakpoint
CREATE INDEX "messages_queued" ON "messages" USING btree ("next_attempt_at") WHERE status = 'queued';