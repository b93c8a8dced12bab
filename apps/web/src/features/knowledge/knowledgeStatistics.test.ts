import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { formatFileSize } from './formatFileSize';
import { knowledgeStatistics } from './knowledgeStatistics';
import { knowledgeTexts } from './knowledgeTexts';

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

describe('the knowledge screen in English', () => {
  afterEach(() => switchLanguage('fr'));

  it('writes sizes, counts and plurals as English does', async () => {
    expect(formatFileSize(24_678)).toBe('24,1 Ko');
    await switchLanguage('en');
    expect(formatFileSize(24_678)).toBe('24.1 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    const { collect, library } = knowledgeTexts;
    expect(collect.selectedCount({ selected: 1, total: 1 })).toBe('1 of 1 block selected');
    expect(collect.selectedCount({ selected: 2, total: 3 })).toBe('2 of 3 blocks selected');
    expect(library.statusIndexed({ chunks: 1, formatted: '1' })).toBe('Indexed · 1 passage');
    expect(library.statusIndexed({ chunks: 1200, formatted: '1,200' })).toBe('Indexed · 1,200 passages');
  });
});
