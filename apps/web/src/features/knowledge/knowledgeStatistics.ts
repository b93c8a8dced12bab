import { knowledgeFileClass } from '@griot/contract/knowledge/knowledgeConstants';
import type { KnowledgeFile } from '@griot/contract/knowledge/knowledgeSchemas';
import { formatFileSize } from './formatFileSize';

/** The screen's figures (files, total size, types…), recomputed from the file list. */
export function knowledgeStatistics(files: readonly KnowledgeFile[]) {
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  return {
    totalFiles: files.length,
    totalSize: formatFileSize(totalBytes),
    documentsCount: files.filter((file) => {
      const kind = knowledgeFileClass(file.mimetype);
      return kind === 'pdf' || kind === 'document';
    }).length,
    imagesCount: files.filter((file) => knowledgeFileClass(file.mimetype) === 'image').length,
  };
}
