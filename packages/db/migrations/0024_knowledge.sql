-- GRIOT IA knowledge: the files a chatbot's owner uploads, their text cut into
-- overlapping chunks with a French full-text index, the system prompt generated from the blocks
-- (and the owner's edit of it), the durable ingestion jobs, and every assistant call (cost report).
CREATE TABLE knowledge_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  original_name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  -- pending → indexed, or failed with the reason shown on the file's card.
  status text NOT NULL DEFAULT 'pending',
  error text,
  chunk_count integer NOT NULL DEFAULT 0,
  text_length integer NOT NULL DEFAULT 0,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  indexed_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX knowledge_files_duplicate ON knowledge_files (chatbot_id, original_name, size);
--> statement-breakpoint
CREATE TABLE knowledge_chunks (
  id bigserial PRIMARY KEY,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES knowledge_files(id) ON DELETE CASCADE,
  position integer NOT NULL,
  content text NOT NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('french', content)) STORED
);
--> statement-breakpoint
CREATE INDEX knowledge_chunks_search ON knowledge_chunks USING gin (search);
--> statement-breakpoint
CREATE INDEX knowledge_chunks_file ON knowledge_chunks (file_id, position);
--> statement-breakpoint
CREATE INDEX knowledge_chunks_chatbot ON knowledge_chunks (chatbot_id);
--> statement-breakpoint
CREATE TABLE knowledge_prompts (
  chatbot_id uuid PRIMARY KEY REFERENCES chatbots(id) ON DELETE CASCADE,
  -- What the assistant runs with: the generated text, or the owner's edit of it.
  prompt text NOT NULL,
  -- The last generated text: 'reset' in the screen goes back to it.
  generated_prompt text NOT NULL,
  selected_blocks jsonb NOT NULL DEFAULT '[]'::jsonb,
  edited boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  generated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE knowledge_jobs (
  id bigserial PRIMARY KEY,
  file_id uuid NOT NULL REFERENCES knowledge_files(id) ON DELETE CASCADE,
  -- pending → running (leased until locked_until) → done, or failed after the attempts.
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
--> statement-breakpoint
CREATE INDEX knowledge_jobs_waiting ON knowledge_jobs (id) WHERE status IN ('pending', 'running');
--> statement-breakpoint
CREATE TABLE assistant_calls (
  id bigserial PRIMARY KEY,
  chatbot_id uuid NOT NULL REFERENCES chatbots(id) ON DELETE CASCADE,
  -- 'test' (the knowledge screen's console) or 'runtime' (an end-user's message).
  source text NOT NULL,
  model text NOT NULL,
  input_tokens integer NOT NULL DEFAULT 0,
  output_tokens integer NOT NULL DEFAULT 0,
  cost_estimate double precision NOT NULL DEFAULT 0,
  latency_ms integer NOT NULL DEFAULT 0,
  -- 'answered', 'redirected', 'agent', or why the default flow ran instead ('invalid', 'timeout'…).
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX assistant_calls_chatbot ON assistant_calls (chatbot_id, created_at DESC);
--> statement-breakpoint
-- The GRIOT IA questions waiting in the inbox for the assistant worker (see askAssistantWorker).
CREATE INDEX inbox_griot_waiting ON inbox (id) WHERE status = 'pending' AND event->>'kind' = 'griot';
