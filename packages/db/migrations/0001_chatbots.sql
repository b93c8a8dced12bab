CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"idblock" text NOT NULL,
	"blockname" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"flow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jarvis" boolean DEFAULT false NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"bot_name" text NOT NULL,
	"type" text DEFAULT 'whatsapp' NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '/avatars/bot1.png' NOT NULL,
	"display_phone_number" text DEFAULT '' NOT NULL,
	"phone_number_id" text DEFAULT '' NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"keyword_webhook" text NOT NULL,
	"access_token_encrypted" text,
	"tel_bot" text DEFAULT '' NOT NULL,
	"catalog_link" text DEFAULT '' NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"profile_image" text DEFAULT '' NOT NULL,
	"interaction_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chatbot_id" uuid NOT NULL,
	"end_user_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text NOT NULL,
	"external_id" text,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocks_idblock" ON "blocks" USING btree ("idblock");--> statement-breakpoint
CREATE INDEX "blocks_chatbot" ON "blocks" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "chatbots_owner_updated" ON "chatbots" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chatbots_phone_number_id" ON "chatbots" USING btree ("phone_number_id");--> statement-breakpoint
CREATE UNIQUE INDEX "end_users_identity" ON "end_users" USING btree ("chatbot_id","channel","external_id");--> statement-breakpoint
CREATE INDEX "end_users_chatbot_activity" ON "end_users" USING btree ("chatbot_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_end_user_created" ON "messages" USING btree ("end_user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_chatbot_created" ON "messages" USING btree ("chatbot_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_external_id" ON "messages" USING btree ("external_id");