import { REGISTRATION_PHASE1_VALIDITY_MS } from '@griot/contract/constants';

/** The localStorage key of the phase-1 validity flag. */
export const REGISTRATION_PHASE1_KEY = 'registrationPhase1';

/** What the final submit finds: a fresh check, none at all, or one older than 30 minutes. */
export type RegistrationPhaseStatus = 'valid' | 'missing' | 'expired';

/** The storage calls used here, so tests can pass their own store. */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Whether the phase-1 server check still vouches for the identity at final submit. A flag that
 * cannot be read (edited by hand, older format) counts as missing: the wizard restarts at step 1.
 */
export function registrationPhaseStatus(
  now = Date.now(),
  storage: FlagStorage = localStorage,
): RegistrationPhaseStatus {
  const checkedAt = readRegistrationPhaseFlag(storage);
  if (checkedAt === undefined) return 'missing';
  // A timestamp in the future (clock changed) is not trusted either.
  if (checkedAt > now || now - checkedAt > REGISTRATION_PHASE1_VALIDITY_MS) return 'expired';
  return 'valid';
}

/** Stores that the phase-1 check passed, with when. */
export function writeRegistrationPhaseFlag(now = Date.now(), storage: FlagStorage = localStorage): void {
  storage.setItem(REGISTRATION_PHASE1_KEY, JSON.stringify({ validated: true, timestamp: now }));
}

export function clearRegistrationPhaseFlag(storage: FlagStorage = localStorage): void {
  storage.removeItem(REGISTRATION_PHASE1_KEY);
}

/** The time of the passed check, or undefined when there is no readable flag. */
export function readRegistrationPhaseFlag(storage: FlagStorage = localStorage): number | undefined {
  const raw = storage.getItem(REGISTRATION_PHASE1_KEY);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPhaseFlag(parsed) ? parsed.timestamp : undefined;
  } catch {
    return undefined;
  }
}

function isPhaseFlag(value: unknown): value is { validated: true; timestamp: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'validated' in value &&
    value.validated === true &&
    'timestamp' in value &&
    typeof value.timestamp === 'number' &&
    Number.isFinite(value.timestamp)
  );
}
