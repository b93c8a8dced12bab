import { describe, expect, it } from 'vitest';
import { accessTokenPatch, untouchedAccessToken } from './accessTokenPatch';

describe('accessTokenPatch', () => {
  it('keeps the stored token when untouched', () => {
    expect(accessTokenPatch(untouchedAccessToken)).toEqual({});
    expect(accessTokenPatch({ ...untouchedAccessToken, revealed: 'EAAG-old' })).toEqual({});
  });

  it('replaces it with a newly typed value, trimmed', () => {
    expect(accessTokenPatch({ ...untouchedAccessToken, draft: ' EAAG-new ' })).toEqual({
      access_token: 'EAAG-new',
    });
  });

  it('keeps it when the typed value is blank or equals the revealed one', () => {
    expect(accessTokenPatch({ ...untouchedAccessToken, draft: '   ' })).toEqual({});
    expect(accessTokenPatch({ draft: 'EAAG-old', revealed: 'EAAG-old', removed: false })).toEqual({});
  });

  it('sends an empty string to remove it', () => {
    expect(accessTokenPatch({ draft: null, revealed: 'EAAG-old', removed: true })).toEqual({
      access_token: '',
    });
  });
});
