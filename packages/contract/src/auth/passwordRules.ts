import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants';

export interface PasswordChecklist {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  special: boolean;
}

/** The reset screen's live checklist: 8 characters, an upper and a lower case letter, a digit, a special character. */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  };
}

export function meetsPasswordChecklist(password: string): boolean {
  return Object.values(passwordChecklist(password)).every(Boolean);
}
