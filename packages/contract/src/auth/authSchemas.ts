import { LANGUAGES } from '@griot/i18n/languages';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';
import { WORKSPACE_ROLES } from '../workspaces/workspaceRoles';
import { isKnownCountry } from './countries';
import { EMAIL_PATTERN, normalizeEmail } from './emailRules';
import { meetsPasswordChecklist } from './passwordRules';
import { checkFullPhone } from './phoneRules';

const m = messages.register;

/**
 * A required string: missing, not a string or blank all give the same message, read when the check
 * fails (in the caller's language, never frozen when the schema is built).
 */
export function requiredText(message: () => string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const emailSchema = requiredText(() => m.emailRequired)
  .regex(EMAIL_PATTERN, { error: () => m.emailInvalid })
  .max(254, { error: () => m.emailInvalid })
  .transform(normalizeEmail);

export const userTypeSchema = z.enum(['personal', 'provider'], { error: () => m.userTypeRequired });

const identityShape = {
  firstname: requiredText(() => m.firstnameRequired).max(100),
  lastname: requiredText(() => m.lastnameRequired).max(100),
  company: requiredText(() => m.companyRequired).max(200),
  email: emailSchema,
  country: requiredText(() => m.countryRequired)
    .transform((code) => code.toUpperCase())
    .refine(isKnownCountry, { error: () => m.countryRequired }),
  phoneNumber: requiredText(() => m.phoneRequired).max(32),
  userType: userTypeSchema,
};

/** Phone rules depend on the country, so they are checked on the whole object. */
function checkPhoneOfCountry(
  value: { country: string; phoneNumber: string },
  context: z.RefinementCtx,
): void {
  const result = checkFullPhone(value.country, value.phoneNumber);
  if (!result.ok) context.addIssue({ code: 'custom', path: ['phoneNumber'], message: result.message });
}

/** POST /strong/register/checking (phase 1 of the wizard). */
export const registrationCheckInput = z
  .object({ ...identityShape, phase: z.coerce.number<number>().pipe(z.literal(1)).optional() })
  .superRefine(checkPhoneOfCountry);

/** POST /strong/register/final (phase 2). captchaId and termsAccepted are ours: the server checks both. */
export const registrationFinalInput = z
  .object({
    ...identityShape,
    password: z
      .string({ error: () => m.passwordRequired })
      .min(1, { error: () => m.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, { error: () => m.passwordTooShort })
      .max(200, { error: () => m.passwordTooShort }),
    captchaId: z.string({ error: () => m.captchaRequired }).uuid({ error: () => m.captchaInvalid }),
    captchaResponse: requiredText(() => m.captchaRequired).max(32),
    termsAccepted: z.literal(true, { error: () => m.termsRequired }),
    phase: z.coerce.number<number>().pipe(z.literal(2)).optional(),
    /**
     * Ours: the token of the invitation link the person came through. The new account then lands
     * in the inviting workspace (with the invited role) instead of getting a workspace of its own.
     */
    invitation: z.string().min(10).max(200).optional(),
  })
  .superRefine(checkPhoneOfCountry);

/** The stored session of the web client: data holds the user and the token. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tel: z.string().nullable(),
  profile_picture: z.string().nullable(),
  provenance: z.string(),
  pointing_chatbot_stats: z.string().nullable(),
  /** The account's language (settings.general.language): the web app switches to it at login. */
  language: z.enum(LANGUAGES).optional(),
  /**
   * The workspace the session works in, with the person's role there (the screens show what the
   * role may do); null for a person who belongs to no workspace any more.
   */
  workspace: z
    .object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['own', 'client']),
      role: z.enum(WORKSPACE_ROLES),
    })
    .nullable()
    .optional(),
  /** 'personal' or 'provider': a provider's shell offers its clients' overview. */
  user_type: z.enum(['personal', 'provider']).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginInput = z.object({
  email: z
    .string({ error: () => messages.login.missingCredentials })
    .trim()
    .min(1, { error: () => messages.login.missingCredentials })
    .max(254, { error: () => messages.login.userNotFound })
    .transform(normalizeEmail),
  password: z
    .string({ error: () => messages.login.missingCredentials })
    .min(1, { error: () => messages.login.missingCredentials })
    .max(200, { error: () => messages.login.wrongPassword }),
  /** Ours: the device token of an earlier login in this browser (a known device). */
  device: z.string().max(100).optional(),
  /** Ours: asked for only when an account has had too many wrong passwords. */
  captchaId: z
    .string()
    .uuid({ error: () => m.captchaInvalid })
    .optional(),
  captchaResponse: z.string().max(32).optional(),
  /** Ours: the second factor (the app's 6 digits or a recovery code) when the account has one. */
  otp: z
    .string()
    .trim()
    .max(32, { error: () => messages.login.twoFactorWrong })
    .optional(),
});

export const loginOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionUserSchema.extend({ token: z.string() }),
  token: z.string(),
  /** Ours: this browser's device token, to send with the next logins. */
  device: z.string(),
});

export const forgotPasswordInput = z.object({
  email: z
    .string({ error: () => messages.forgot.emailRequired })
    .trim()
    .min(1, { error: () => messages.forgot.emailRequired })
    .regex(EMAIL_PATTERN, { error: () => m.emailInvalid })
    .max(254, { error: () => m.emailInvalid })
    .transform(normalizeEmail),
});

export const resetPasswordInput = z
  .object({
    token: z
      .string({ error: () => messages.reset.invalid })
      .min(1, { error: () => messages.reset.invalid })
      .max(200, { error: () => messages.reset.invalid }),
    password: z
      .string({ error: () => messages.reset.criteriaNotMet })
      .max(200, { error: () => messages.reset.criteriaNotMet }),
    confirmPassword: z.string({ error: () => messages.reset.mismatch }),
  })
  .superRefine((value, context) => {
    if (!meetsPasswordChecklist(value.password)) {
      context.addIssue({ code: 'custom', path: ['password'], message: messages.reset.criteriaNotMet });
    } else if (value.password !== value.confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.reset.mismatch });
    }
  });

export const successMessageOutput = z.object({ success: z.boolean(), message: z.string() });

/**
 * A captcha challenge. The answer never travels in clear: the client draws `image` (a 200×70 SVG)
 * on its canvas, and checks each keystroke against `digest` = PBKDF2-SHA256(answer in capitals,
 * salt, iterations). The server checks the answer again, once, at final registration.
 */
export const captchaOutput = z.object({
  success: z.literal(true),
  captchaId: z.string(),
  image: z.string(),
  salt: z.string(),
  digest: z.string(),
  iterations: z.number().int(),
  expiresAt: z.string(),
});

export const registrationFinalOutput = z.object({
  success: z.literal(true),
  message: z.string(),
  data: sessionUserSchema.omit({ pointing_chatbot_stats: true }),
});

export const currentUserOutput = z.object({ success: z.literal(true), data: sessionUserSchema });
