import { frenchFileSize } from '@griot/contract/frenchNumbers';
import { knowledgeFileClass } from '@griot/contract/knowledge/knowledgeConstants';
import type { KnowledgeFile } from '@griot/contract/knowledge/knowledgeSchemas';

/** The screen's figures (files, total size, types…), recomputed from the file list. */
export function knowledgeStatistics(files: readonly KnowledgeFile[]) {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  return {
    totalFiles: files.length,
    totalSize: frenchFileSize(totalBytes),
    documentsCount: files.filter((file) => {
      const kind = knowledgeFileClass(file.mimetype);
      return kind === 'pdf' || kind === 'document';
    }).length,
    imagesCount: files.filter((file) => knowledgeFileClass(file.mimetype) === 'image').length,
  };
}
