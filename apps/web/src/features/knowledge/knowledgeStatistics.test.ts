import { describe, expect, it } from 'vitest';
import { knowledgeStatistics } from './knowledgeStatistics';

describe('knowledgeStatistics', () => {
  it('classes files as the statistics cards count them', () => {
    const file = (mimetype: string, size: number) => ({
      id: mimetype,
      originalname: 'x',
      mimetype,
      size,
      path: 'x',
      uploaded_at: '',
      status: 'indexed' as const,
      error: null,
      chunks: 1,
    });
    expect(
      knowledgeStatistics([
        file('application/pdf', 1024),
        file('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 1024),
        file('image/png', 1024),
        file('text/plain', 1024),
      ]),
    ).toEqual({ totalFiles: 4, totalSize: '4,0 Ko', documentsCount: 2, imagesCount: 1 });
  });
});
