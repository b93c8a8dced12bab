import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { emailSchema } from '../auth/authSchemas';
import { meetsPasswordChecklist } from '../auth/passwordRules';
import { accountMessages as m } from './accountMessages';

/** The two channels of a notification kind: email and push. */
const channelsSchema = z.object({ email: z.boolean(), push: z.boolean() });

export const LANGUAGES = ['fr', 'en', 'es'] as const;
export const PROFILE_VISIBILITIES = ['public', 'private', 'contacts'] as const;

/** The account settings: general, notifications (account and chatbot groups) and privacy. */
export const accountSettingsSchema = z.object({
  general: z.object({
    /** A language we do not speak ('de', 'xx', anything else) is stored as French, without an error. */
    language: z.enum(LANGUAGES).catch('fr'),
    emailNotifications: z.boolean(),
    darkMode: z.boolean(),
  }),
  notifications: z.object({
    account: z.object({ newLogin: channelsSchema, passwordChange: channelsSchema }),
    chatbots: z.object({ newMessages: channelsSchema, errors: channelsSchema }),
  }),
  privacy: z.object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES, { error: () => m.visibilityInvalid }),
    analytics: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** What a new account starts with (fr, notifications on, light, public, analytics on). */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  general: { language: 'fr', emailNotifications: true, darkMode: false },
  notifications: {
    account: { newLogin: { email: true, push: false }, passwordChange: { email: true, push: false } },
    chatbots: { newMessages: { email: true, push: false }, errors: { email: true, push: false } },
  },
  privacy: { profileVisibility: 'public', analytics: true },
};

/** An international number (+221 77 123 45 67), stored in E.164; blank clears it. */
const phoneSchema = z
  .string()
  .trim()
  .max(32, { error: () => m.phoneInvalid })
  .transform((value, context) => {
    if (value === '') return null;
    const parsed = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`);
    if (!parsed?.isValid()) {
      context.addIssue({ code: 'custom', message: m.phoneInvalid });
      return z.NEVER;
    }
    return parsed.number;
  });

const birthDateSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isPlausibleBirthDate(value), { error: () => m.birthDateInvalid })
  .transform((value) => (value === '' ? null : value));

function isPlausibleBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

/**
 * The profile's edit modal and the general tab's identity fields. What GET answers
 * is accepted back as it is: a phone or birth date the profile does not have is null there, and
 * null clears it here, as blank does.
 */
export const profileUpdateInput = z.object({
  name: z
    .string({ error: () => m.nameRequired })
    .trim()
    .min(1, { error: () => m.nameRequired })
    .max(200, { error: () => m.nameTooLong }),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  location: z
    .string()
    .trim()
    .max(120, { error: () => m.locationTooLong })
    .optional(),
  bio: z
    .string()
    .trim()
    .max(500, { error: () => m.bioTooLong })
    .optional(),
  birth_date: birthDateSchema.nullable().optional(),
});

export const ACTIVITY_KINDS = [
  'login',
  'profile_updated',
  'email_changed',
  'avatar_changed',
  'password_changed',
  'session_revoked',
  'other_sessions_revoked',
  'settings_updated',
  'chatbot_created',
  'two_factor_enabled',
  'two_factor_disabled',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  location: z.string(),
  bio: z.string(),
  profile_picture: z.string().nullable(),
  company: z.string(),
  user_type: z.enum(['personal', 'provider']),
  created_at: z.string(),
  last_login: z.string().nullable(),
  status: z.enum(['active']),
  plan: z.object({ name: z.string(), price_cents: z.number().int(), currency: z.string() }),
  stats: z.object({
    chatbots: z.number().int(),
    messages: z.number().int(),
    users: z.number().int(),
    /** Share of the last 30 days' outgoing messages sent without error, in percent. */
    availability: z.number(),
  }),
  activity: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(ACTIVITY_KINDS),
      at: z.string(),
      /** What the event is about: a chatbot's name, a device. */
      subject: z.string().nullable(),
    }),
  ),
  security: z.object({
    password_changed_at: z.string().nullable(),
    two_factor_enabled: z.boolean(),
    active_sessions: z.number().int(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome 131 sur Windows', 'Safari sur iPhone'… */
  device: z.string(),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** The address it was opened from; an approximate place is not known without a GeoIP base. */
  location: z.string().nullable(),
  last_active: z.string(),
  created_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const passwordChangeInput = z
  .object({
    current_password: z
      .string({ error: () => m.currentPasswordRequired })
      .min(1, { error: () => m.currentPasswordRequired })
      .max(200),
    new_password: z.string({ error: () => m.newPasswordWeak }).max(200, { error: () => m.newPasswordWeak }),
    confirm_password: z.string({ error: () => m.passwordMismatch }).max(200),
  })
  .superRefine((value, context) => {
    if (!meetsPasswordChecklist(value.new_password))
      context.addIssue({ code: 'custom', path: ['new_password'], message: m.newPasswordWeak });
    else if (value.new_password !== value.confirm_password)
      context.addIssue({ code: 'custom', path: ['confirm_password'], message: m.passwordMismatch });
    else if (value.new_password === value.current_password)
      context.addIssue({ code: 'custom', path: ['new_password'], message: m.newPasswordSame });
  });

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
});
export type Plan = z.infer<typeof planSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** The day it was issued (YYYY-MM-DD). */
  date: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'due', 'void']),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Deleting the account: the password, and the confirmation ('Cette action est irréversible') accepted. */
export const accountDeletionInput = z.object({
  password: z
    .string({ error: () => m.deletionPasswordRequired })
    .min(1, { error: () => m.deletionPasswordRequired })
    .max(200),
  confirmed: z.literal(true, { error: () => m.deletionNotConfirmed }),
});

/** A second-factor code: the app's 6 digits, or a recovery code such as 'k7mq-2xpa'. */
const secondFactorCode = z
  .string({ error: () => m.twoFactorCodeRequired })
  .trim()
  .min(1, { error: () => m.twoFactorCodeRequired })
  .max(32, { error: () => m.twoFactorCodeWrong });

export const twoFactorCodeInput = z.object({ code: secondFactorCode });

export const twoFactorDisableInput = z.object({
  password: z
    .string({ error: () => m.currentPasswordRequired })
    .min(1, { error: () => m.currentPasswordRequired })
    .max(200),
  code: secondFactorCode,
});

export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for apps that cannot scan (typed by hand). */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, a PNG data URL. */
  qr_code: z.string(),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
