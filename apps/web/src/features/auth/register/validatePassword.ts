import { PASSWORD_MIN_LENGTH } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';

const m = messages.register;

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}
export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** Step 2's rules: a password of the minimum length, and the same one confirmed. */
export function validatePassword(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.password) errors.password = m.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = m.passwordTooShort;
  if (!values.confirmPassword) errors.confirmPassword = m.confirmRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = m.passwordMismatch;
  return errors;
}
