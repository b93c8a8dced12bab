import { handleListKnowledgeFiles } from './handleListKnowledgeFiles';
import { handleRemoveKnowledgeFile } from './handleRemoveKnowledgeFile';
import { handleScrapeBlocks } from './handleScrapeBlocks';
import { handleTestAssistant } from './handleTestAssistant';
import { handleUploadKnowledge } from './handleUploadKnowledge';

/** The knowledge screen's handlers, shaped like the contract. */
export const knowledgeRouter = {
  upload: handleUploadKnowledge,
  files: handleListKnowledgeFiles,
  removeFile: handleRemoveKnowledgeFile,
  scrapeBlocks: handleScrapeBlocks,
  test: handleTestAssistant,
};
