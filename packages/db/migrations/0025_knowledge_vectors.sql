-- GRIOT IA vector similarity (issue 11): with LLM_EMBEDDINGS_MODEL, each chunk also keeps its
-- embedding, L2-normalised (a dot product is the cosine). NULL: the chunk is found by full text only
-- (no embeddings model, or the endpoint failed at ingestion). No pgvector in the embedded
-- PostgreSQL: the server compares the vectors itself (see vectorIndex.ts).
ALTER TABLE knowledge_chunks ADD COLUMN embedding real[];
--> statement-breakpoint
-- Whether a chatbot's chunks have embeddings, and which (count and newest id), at each question.
CREATE INDEX knowledge_chunks_embedded ON knowledge_chunks (chatbot_id, id) WHERE embedding IS NOT NULL;
