import { describe, expect, it } from 'vitest';
import { isNotModified, rangeStillApplies, requestedRange } from './httpFileRequests';

const file = { size: 10, etag: '"abc"', lastModified: new Date('2026-05-04T10:20:30.456Z') };

describe('the byte range a request asks for', () => {
  it.each([
    ['bytes=2-4', { start: 2, end: 4 }],
    ['bytes=7-', { start: 7, end: 9 }],
    ['bytes=-3', { start: 7, end: 9 }],
    ['bytes=-30', { start: 0, end: 9 }],
    ['bytes=8-99', { start: 8, end: 9 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=20-30', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    // What the RFC lets a server ignore: the whole file.
    [undefined, undefined],
    ['bytes=4-2', undefined],
    ['bytes=0-1,4-5', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
    ['bytes=a-b', undefined],
  ])('%s → %j', (header, expected) => {
    expect(requestedRange(header, file.size)).toEqual(expected);
  });

  it('finds nothing to give of an empty file', () => {
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-5', 0)).toBe('unsatisfiable');
  });
});

describe('a copy the browser already has', () => {
  it('is current when If-None-Match names the ETag, weakly or among others, or is *', () => {
    expect(isNotModified({ 'if-none-match': '"abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x", W/"abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"abd"' }, file)).toBe(false);
  });

  it('is current when unchanged since If-Modified-Since, to the second; If-None-Match wins', () => {
    expect(isNotModified({ 'if-modified-since': 'Mon, 04 May 2026 10:20:30 GMT' }, file)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Mon, 04 May 2026 10:20:29 GMT' }, file)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, file)).toBe(false);
    expect(
      isNotModified({ 'if-none-match': '"old"', 'if-modified-since': 'Mon, 04 May 2026 10:20:30 GMT' }, file),
    ).toBe(false);
    expect(isNotModified({}, file)).toBe(false);
  });

  it('keeps a range only for the copy If-Range names, by strong ETag or exact date', () => {
    expect(rangeStillApplies(undefined, file)).toBe(true);
    expect(rangeStillApplies('"abc"', file)).toBe(true);
    expect(rangeStillApplies('W/"abc"', file)).toBe(false);
    expect(rangeStillApplies('"old"', file)).toBe(false);
    expect(rangeStillApplies('Mon, 04 May 2026 10:20:30 GMT', file)).toBe(true);
    expect(rangeStillApplies('Mon, 04 May 2026 10:20:31 GMT', file)).toBe(false);
  });
});
