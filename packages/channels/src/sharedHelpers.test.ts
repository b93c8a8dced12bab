import { describe, expect, it } from 'vitest';
import { stripChoiceSuffix, uniqueChoiceIds } from './choiceIds';
import { byteLength, cutBytes, cutText } from './cutText';
import { fileNameFromUrl } from './fileNameFromUrl';
import { isRecord, readNumber, readString } from './isRecord';

describe('cutText', () => {
  it('keeps short text and cuts long text with an ellipsis within the limit', () => {
    expect(cutText('Bonjour', 7)).toBe('Bonjour');
    expect(cutText('Bonjour à tous', 10)).toBe('Bonjour à…');
    expect(cutText('abcdef', 3, '')).toBe('abc');
    expect(cutText('abc', 0)).toBe('');
  });

  it('never splits an emoji or an accent written as two code points', () => {
    const flags = '🇸🇳🇸🇳🇸🇳';
    const cut = cutText(flags, 6);
    expect(cut.length).toBeLessThanOrEqual(6);
    expect(cut).toBe('🇸🇳…');
    expect(cutText('e\u0301e\u0301e\u0301', 4)).toBe('e\u0301…');
  });
});

describe('cutBytes', () => {
  it('cuts UTF-8 on character boundaries', () => {
    const cut = cutBytes('é'.repeat(40), 63);
    expect(byteLength(cut)).toBe(62);
    expect(cutBytes('abc', 64)).toBe('abc');
  });
});

describe('uniqueChoiceIds / stripChoiceSuffix', () => {
  it('suffixes repeated targets and restores them', () => {
    const ids = uniqueChoiceIds(['a-1', 'b-2', 'a-1', 'a-1', 'a-1#2']);
    expect(ids).toEqual(['a-1', 'b-2', 'a-1#2', 'a-1#3', 'a-1#2#2']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 4).map(stripChoiceSuffix)).toEqual(['a-1', 'b-2', 'a-1', 'a-1']);
    expect(stripChoiceSuffix('menu-abc123')).toBe('menu-abc123');
  });
});

describe('fileNameFromUrl', () => {
  it('takes the decoded last segment, or a fallback', () => {
    expect(fileNameFromUrl('https://g.example/api/public/f/Devis%20mai.pdf?x=1')).toBe('Devis mai.pdf');
    expect(fileNameFromUrl('https://g.example/')).toBe('document');
    expect(fileNameFromUrl('not a url')).toBe('document');
    expect(fileNameFromUrl('https://g.example/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
  });
});

describe('isRecord and readers', () => {
  it('accepts plain objects only and reads leniently', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(readString({ id: 12 }, 'id')).toBe('12');
    expect(readNumber({ t: '1750000000' }, 't')).toBe(1750000000);
    expect(readNumber({ t: '' }, 't')).toBeUndefined();
    expect(readNumber({ t: 'x' }, 't')).toBeUndefined();
  });
});
