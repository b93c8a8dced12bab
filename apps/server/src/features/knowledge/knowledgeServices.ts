import path from 'node:path';
import type { Database } from '@griot/db/openDatabase';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../api/appContext';
import type { Config } from '../../lib/config';
import { openFileStorage } from '../../lib/files/openFileStorage';
import { type LlmConfig, loadLlmConfig } from '../../lib/llmConfig';
import type { RuntimeWorker } from '../../runtime/runtime';
import type { RuntimeSignals } from '../../runtime/runtimeSignals';
import { KNOWLEDGE_WORKER, KnowledgeWorker } from './KnowledgeWorker';

/** The model the server runs with (a test server without `llm` runs the local answerer). */
export function llmConfigOf(context: { config: Config }): LlmConfig {
  return context.config.llm ?? loadLlmConfig({});
}

/** This process's knowledge worker, if its runtime has one. */
export function knowledgeWorkerOf(context: AppContext): RuntimeWorker | undefined {
  return context.runtime.worker(KNOWLEDGE_WORKER);
}

/** The knowledge worker of a runtime: files under DATA_DIR/files, OCR data under DATA_DIR/ocr. */
export function createKnowledgeWorker(options: {
  db: Database;
  config: Config;
  signals: RuntimeSignals;
  log: FastifyBaseLogger;
}): KnowledgeWorker {
  const { config, log } = options;
  return new KnowledgeWorker({
    db: options.db,
    files: openFileStorage(config),
    llm: () => llmConfigOf(options),
    signals: options.signals,
    ocrDir: path.join(config.dataDir, 'ocr'),
    log: (level, details, message) => log[level](details, message),
  });
}
