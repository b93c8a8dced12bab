import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';
import { knowledgeStatistics } from './knowledgeStatistics';

describe('formatFileSize', () => {
  it('counts in 1024 steps with one decimal', () => {
    expect(formatFileSize(0)).toBe('0.0 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });

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
    ).toEqual({ totalFiles: 4, totalSize: '4.0 KB', documentsCount: 2, imagesCount: 1 });
  });
});
