import { isValidEmail } from '@griot/contract/auth/emailRules';
import { checkNationalPhone, dialCodeOf } from '@griot/contract/auth/phoneRules';
import { messages } from '@griot/contract/messages';

const m = messages.register;

export type UserType = 'personal' | 'provider';

/** Step 1 of the wizard. Keys are the payload's, but `phoneNumber` holds the national digits only. */
export interface IdentityValues {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  country: string;
  phoneNumber: string;
  userType: UserType;
}
export type IdentityField = keyof IdentityValues;
export type IdentityErrors = Partial<Record<IdentityField, string>>;

/** Step 1's rules: the messages shown next to each field. */
export function validateIdentity(values: IdentityValues): IdentityErrors {
  const errors: IdentityErrors = {};
  if (!values.firstname.trim()) errors.firstname = m.firstnameRequired;
  if (!values.lastname.trim()) errors.lastname = m.lastnameRequired;
  if (!values.company.trim()) errors.company = m.companyRequired;
  if (!values.email.trim()) errors.email = m.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = m.emailInvalid;
  if (!values.country || !dialCodeOf(values.country)) errors.country = m.countryRequired;
  const phoneError = checkNationalPhone(values.country, values.phoneNumber);
  if (phoneError) errors.phoneNumber = phoneError;
  return errors;
}

export function isIdentityField(value: unknown): value is IdentityField {
  return IDENTITY_FIELDS.some((field) => field === value);
}

/** The identity as the API takes it: trimmed, and the phone as dial code plus digits (+221771234567). */
export function toIdentityPayload(values: IdentityValues) {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    country: values.country,
    phoneNumber: `${dialCodeOf(values.country) ?? ''}${values.phoneNumber}`,
    userType: values.userType,
  };
}

/** Step 1's fields, in the form's order. */
export const IDENTITY_FIELDS: readonly IdentityField[] = [
  'firstname',
  'lastname',
  'company',
  'email',
  'country',
  'phoneNumber',
  'userType',
];
