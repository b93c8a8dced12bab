import { describe, expect, it } from 'vitest';
import { meetsPasswordChecklist, passwordChecklist } from './passwordRules';

describe('the reset password checklist', () => {
  it('checks each rule on its own', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: false,
    });
    expect(passwordChecklist('abcdefgh')).toMatchObject({ length: true, lowercase: true, uppercase: false });
    expect(passwordChecklist('A1')).toMatchObject({ uppercase: true, digit: true, length: false });
  });

  it.each([
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    ',',
    '.',
    '?',
    '"',
    ':',
    '{',
    '}',
    '|',
    '<',
    '>',
  ])('counts %s as special', (character) => {
    expect(passwordChecklist(`Abcdefg1${character}`).special).toBe(true);
  });

  it('does not count other symbols as special', () => {
    expect(passwordChecklist('Abcdefg1-_+=~').special).toBe(false);
  });

  it('needs all five', () => {
    expect(meetsPasswordChecklist('Nouveau#2026')).toBe(true);
    expect(meetsPasswordChecklist('Nouv#26')).toBe(false);
    expect(meetsPasswordChecklist('nouveau#2026')).toBe(false);
    expect(meetsPasswordChecklist('NOUVEAU#2026')).toBe(false);
    expect(meetsPasswordChecklist('Nouveau#Deux')).toBe(false);
    expect(meetsPasswordChecklist('Nouveau2026')).toBe(false);
  });
});
