import { z } from 'zod';
import { CHATBOT_AVATAR_MAX_BYTES, DELETE_CONFIRMATION_WORD } from '../constants';
import { messages } from '../messages';
import { widgetLanguageSchema } from './widgetLanguage';

const m = messages.chatbots;

export const chatbotTypeSchema = z.enum(['whatsapp', 'telegram', 'messenger', 'web']);
export const chatbotStatusSchema = z.enum(['active', 'inactive', 'maintenance']);
export type ChatbotType = z.infer<typeof chatbotTypeSchema>;
export type ChatbotStatus = z.infer<typeof chatbotStatusSchema>;

export const variableDeclarationSchema = z.object({ id: z.string(), slug: z.string(), type: z.string() });

/** A chatbot as the screens read it. The access token never travels here. */
export const chatbotSchema = z.object({
  _id: z.string(),
  bot_name: z.string(),
  type: chatbotTypeSchema,
  status: chatbotStatusSchema,
  description: z.string(),
  email: z.string(),
  avatar: z.string(),
  display_phone_number: z.string(),
  phone_number_id: z.string(),
  /** The WhatsApp Business Account whose approved templates the broadcasts list. */
  waba_id: z.string(),
  app_id: z.string(),
  keyword_webhook: z.string(),
  /** `{PUBLIC_URL}/api/pipeline/whatsapp/{id}`: the URL to give Meta. */
  webhook_url: z.string(),
  access_token_set: z.boolean(),
  /** The token's last 4 characters behind bullets, for the masked field; empty when unset. */
  access_token_hint: z.string(),
  /** Whether the chatbot has its own Meta app secret (webhook signatures); never the secret. */
  app_secret_set: z.boolean(),
  telBot: z.string(),
  catalogLink: z.string(),
  /** The language of its own words with its users, widget and runtime ('Langue du chatbot'). */
  widget_language: widgetLanguageSchema,
  variables: z.array(variableDeclarationSchema),
  created_at: z.string(),
  update_date: z.string(),
  userCount: z.number().int(),
  interactionCount: z.number().int(),
  /**
   * Why the chatbot leaves customers unanswered (a main flow empty or incomplete), in French, each
   * to follow 'Ce chatbot ne répondra pas : '; empty when it answers.
   */
  silent_reasons: z.array(z.string()),
});
export type Chatbot = z.infer<typeof chatbotSchema>;

/**
 * List items: the same minus anything about the token but whether one is set, the variables and
 * the widget's language.
 */
export const chatbotListItemSchema = chatbotSchema.omit({
  access_token_hint: true,
  variables: true,
  widget_language: true,
});
export type ChatbotListItem = z.infer<typeof chatbotListItemSchema>;

const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: () => m.emailInvalid })
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    error: () => m.emailInvalid,
  });

/** The editable fields; each is optional in an update, bot_name is required at creation. */
export const chatbotFieldsSchema = z.object({
  bot_name: z
    .string({ error: () => m.nameRequired })
    .trim()
    .min(1, { error: () => m.nameRequired })
    .max(100),
  type: chatbotTypeSchema,
  status: chatbotStatusSchema,
  description: z.string().max(1000),
  email: optionalEmail,
  display_phone_number: z.string().trim().max(32),
  phone_number_id: z.string().trim().max(64),
  waba_id: z
    .string()
    .trim()
    .max(32, { error: () => m.wabaIdInvalid })
    .regex(/^\d*$/, { error: () => m.wabaIdInvalid }),
  app_id: z.string().trim().max(64),
  /** Write-only: a new token replaces the stored one, '' removes it, absent keeps it. */
  access_token: z.string().trim().max(1024),
  /** Write-only like the token: the Meta app secret checking this chatbot's webhook signatures. */
  app_secret: z.string().trim().max(256),
  telBot: z.string().trim().max(32),
  catalogLink: z.string().trim().max(500),
  /** 'auto' or fr/en/es; any other value is saved as 'auto'. */
  widget_language: widgetLanguageSchema,
});

export const chatbotCreateFieldsSchema = chatbotFieldsSchema.partial().extend({
  bot_name: chatbotFieldsSchema.shape.bot_name,
});
export type ChatbotCreateFields = z.infer<typeof chatbotCreateFieldsSchema>;
export const chatbotUpdateFieldsSchema = chatbotFieldsSchema.partial();
export type ChatbotUpdateFields = z.infer<typeof chatbotUpdateFieldsSchema>;

/** An image file for an avatar: its real type is checked by content on the server. */
export const avatarFileSchema = z
  .file({ error: () => m.avatarMissing })
  .max(CHATBOT_AVATAR_MAX_BYTES, { error: () => m.avatarTooLarge });

/** `data` of the multipart create call: the chatbot's fields as a JSON string. */
export const chatbotDataJsonSchema = z
  .string({ error: () => m.invalidData })
  .transform((text, context) => {
    try {
      return JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: m.invalidData });
      return z.NEVER;
    }
  })
  .pipe(chatbotCreateFieldsSchema);

export const chatbotIdParamSchema = z.string().uuid({ error: () => m.notFound });

export const deleteConfirmationSchema = z.literal(DELETE_CONFIRMATION_WORD, {
  error: () => m.deleteConfirmation,
});
