import { z } from 'zod';
import { messages } from '../messages';
import { whatsappAccountsMessages as m } from './whatsappAccountsMessages';

/** The word typed to confirm a dissociation. */
export const DISSOCIATE_CONFIRMATION_WORD = 'DISSOCIER';
/** The phone number's verification code: 6 characters, valid 10 minutes. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_VALIDITY_MINUTES = 10;
/** The Facebook SDK must load within 15 s. */
export const FACEBOOK_SDK_TIMEOUT_MS = 15_000;

export const whatsappAccountTypeSchema = z.enum(['customer_support', 'ecommerce'], {
  error: () => m.typeInvalid,
});
export type WhatsAppAccountType = z.infer<typeof whatsappAccountTypeSchema>;
export const codeVerificationStatusSchema = z.enum(['NOT_VERIFIED', 'VERIFIED', 'EXPIRED']);
export type CodeVerificationStatus = z.infer<typeof codeVerificationStatusSchema>;

/** One step of the account's onboarding, re-checked on demand ('Onboarding' health line). */
export const healthStepSchema = z.object({
  key: z.enum(['token', 'subscribed', 'verified', 'registered', 'webhook', 'last_message']),
  label: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});
export type HealthStep = z.infer<typeof healthStepSchema>;

/** A number of the WABA to pick from, when the signup returned only the WABA. */
export const wabaNumberSchema = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string(),
  code_verification_status: z.string(),
});

/** A WhatsApp account as the screen reads it. The business token never travels. */
export const whatsappAccountSchema = z.object({
  _id: z.string(),
  verified_name: z.string(),
  display_phone_number: z.string(),
  phone_number_id: z.string(),
  waba_id: z.string(),
  business_id: z.string(),
  type: whatsappAccountTypeSchema,
  config_id: z.string(),
  description: z.string(),
  created_at: z.string(),
  code_verification_status: codeVerificationStatusSchema,
  /** The linked chatbot, or null. */
  idbot: z.string().nullable(),
  /** Its name; '' when the linked chatbot cannot be read ('Chatbot non trouvé'). */
  bot_name: z.string().nullable(),
  /** When the number was registered with Meta (Cloud API), or null. */
  registered_at: z.string().nullable(),
  subscribed: z.boolean(),
  register_attempts: z.number().int(),
  /** Numbers to choose from while phone_number_id is '' (FINISH_ONLY_WABA). */
  waba_numbers: z.array(wabaNumberSchema),
  last_error: z.string(),
});
export type WhatsAppAccount = z.infer<typeof whatsappAccountSchema>;

export const whatsappAccountIdSchema = z
  .string({ error: () => m.accountNotFound })
  .uuid({ error: () => m.accountNotFound });
const chatbotIdSchema = z
  .string({ error: () => m.chatbotRequired })
  .uuid({ error: () => messages.chatbots.notFound });
const graphIdSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^\d*$/, { error: () => m.signupIncomplete });

/** POST /strong/create/whatsapp/account, once the signup's code and data arrived. */
export const createWhatsAppAccountInput = z.object({
  type: whatsappAccountTypeSchema,
  config_id: z.string().trim().max(64).default(''),
  auth_code: z
    .string({ error: () => m.codeExchangeFailed })
    .trim()
    .min(1, { error: () => m.codeExchangeFailed })
    .max(2048),
  phone_number_id: graphIdSchema.default(''),
  waba_id: graphIdSchema.min(1, { error: () => m.signupIncomplete }),
  business_id: graphIdSchema.default(''),
  description: z
    .string()
    .trim()
    .max(500, { error: () => m.descriptionTooLong })
    .default(''),
  phone_number: z.string().trim().max(32).default(''),
  /** Sent by the client as the spec says; the server reads the real status from Meta. */
  code_verification_status: codeVerificationStatusSchema.optional(),
});
export type CreateWhatsAppAccountInput = z.infer<typeof createWhatsAppAccountInput>;

/** PUT /strong/whatsapp/accounts/{id}: the description, or the number picked among the WABA's. */
export const updateWhatsAppAccountInput = z.object({
  id: whatsappAccountIdSchema,
  description: z
    .string()
    .trim()
    .max(500, { error: () => m.descriptionTooLong })
    .optional(),
  phone_number_id: z
    .string()
    .trim()
    .max(64)
    .regex(/^\d+$/, { error: () => m.numberNotInWaba })
    .optional(),
});

export const sendCodeInput = z.object({
  idwhatsapp: whatsappAccountIdSchema,
  /** SMS by default; VOICE when the SMS does not arrive. */
  code_method: z.enum(['SMS', 'VOICE']).optional(),
});

export const checkCodeInput = z.object({
  idwhatsapp: whatsappAccountIdSchema,
  code: z
    .string({ error: () => m.codeRequired })
    .trim()
    .min(1, { error: () => m.codeRequired })
    .max(VERIFICATION_CODE_LENGTH, { error: () => m.codeTooLong }),
});

export const chatbotLinkInput = z.object({ idwhatsapp: whatsappAccountIdSchema, idbot: chatbotIdSchema });

/** What the add-account flow needs to launch Embedded Signup (ours: the spec hard-codes them). */
export const signupConfigSchema = z.object({
  /** False when neither Meta (FB_APP_ID) nor the local simulator can run the signup. */
  available: z.boolean(),
  /** True when the local simulator stands in for Meta (FB_APP_ID unset or Graph faked). */
  simulated: z.boolean(),
  app_id: z.string(),
  version: z.string(),
  sdk_url: z.string(),
  config_ids: z.object({ ecommerce: z.string(), customer_support: z.string() }),
  /** Origins whose `message` events the client accepts besides facebook.com (the simulator's). */
  message_origins: z.array(z.string()),
});
export type SignupConfig = z.infer<typeof signupConfigSchema>;

export const accountHealthSchema = z.object({ checked_at: z.string(), steps: z.array(healthStepSchema) });
export type AccountHealth = z.infer<typeof accountHealthSchema>;
