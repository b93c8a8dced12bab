import { REGISTRATION_PHASE1_VALIDITY_MS } from '@griot/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRegistrationPhaseFlag,
  REGISTRATION_PHASE1_KEY,
  readRegistrationPhaseFlag,
  registrationPhaseStatus,
  writeRegistrationPhaseFlag,
} from './registrationPhaseFlag';

const checkedAt = Date.UTC(2025, 0, 15, 10, 0, 0);

describe('registrationPhaseFlag', () => {
  beforeEach(() => localStorage.clear());

  it('is missing until the phase-1 check has passed', () => {
    expect(registrationPhaseStatus(checkedAt)).toBe('missing');
  });

  it('stores the flag with its timestamp in localStorage', () => {
    writeRegistrationPhaseFlag(checkedAt);
    expect(JSON.parse(localStorage.getItem(REGISTRATION_PHASE1_KEY) ?? 'null')).toEqual({
      validated: true,
      timestamp: checkedAt,
    });
    expect(readRegistrationPhaseFlag()).toBe(checkedAt);
  });

  it('stays valid for 30 minutes, then expires', () => {
    writeRegistrationPhaseFlag(checkedAt);
    expect(registrationPhaseStatus(checkedAt)).toBe('valid');
    expect(registrationPhaseStatus(checkedAt + REGISTRATION_PHASE1_VALIDITY_MS)).toBe('valid');
    expect(registrationPhaseStatus(checkedAt + REGISTRATION_PHASE1_VALIDITY_MS + 1)).toBe('expired');
    expect(REGISTRATION_PHASE1_VALIDITY_MS).toBe(30 * 60_000);
  });

  it('does not trust a timestamp in the future', () => {
    writeRegistrationPhaseFlag(checkedAt + 60_000);
    expect(registrationPhaseStatus(checkedAt)).toBe('expired');
  });

  it('is missing again once cleared', () => {
    writeRegistrationPhaseFlag(checkedAt);
    clearRegistrationPhaseFlag();
    expect(registrationPhaseStatus(checkedAt)).toBe('missing');
  });

  it.each([
    'not json',
    '{"validated":true}',
    '{"validated":false,"timestamp":1}',
    '{"timestamp":"x"}',
    'null',
  ])('treats the unreadable value %s as missing', (raw) => {
    localStorage.setItem(REGISTRATION_PHASE1_KEY, raw);
    expect(registrationPhaseStatus(checkedAt)).toBe('missing');
  });

  it('works on any store passed in', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    writeRegistrationPhaseFlag(checkedAt, storage);
    expect(registrationPhaseStatus(checkedAt + 1, storage)).toBe('valid');
    expect(localStorage.getItem(REGISTRATION_PHASE1_KEY)).toBeNull();
  });
});
