import { z } from 'zod';
import { TEMPLATE_LANGUAGES } from './templateLanguages';
import { whatsappTemplateMessages as m } from './whatsappTemplateMessages';

/** Meta's limits for a template (message_templates docs). */
export const TEMPLATE_LIMITS = {
  name: 512,
  headerText: 60,
  body: 1024,
  footer: 60,
  buttons: 10,
  buttonText: 25,
  copyCode: 15,
  example: 200,
  url: 2000,
} as const;

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES, { error: () => m.categoryInvalid });
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** Named ({{first_name}}) or positional ({{1}}, contiguous from 1) variables. */
export const templateParameterFormatSchema = z.enum(['POSITIONAL', 'NAMED']);
export type TemplateParameterFormat = z.infer<typeof templateParameterFormatSchema>;

/** Meta's statuses of a template (message_template_status_update `event`, GET's `status`). */
export const TEMPLATE_STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
  'ARCHIVED',
] as const;
export const templateStatusSchema = z.enum(TEMPLATE_STATUSES);
export type TemplateStatus = z.infer<typeof templateStatusSchema>;
/** Meta lets these be edited; an APPROVED one at most once a day and 10 times in 30 days. */
export const EDITABLE_TEMPLATE_STATUSES: readonly TemplateStatus[] = ['APPROVED', 'REJECTED', 'PAUSED'];

export const templateQualitySchema = z.enum(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);
export type TemplateQuality = z.infer<typeof templateQualitySchema>;

export const templateLanguageSchema = z.enum(TEMPLATE_LANGUAGES, { error: () => m.languageInvalid });

/**
 * The template's name as Meta accepts it: lower case a-z, digits and _, at most 512 characters.
 * Not trimmed: a space is an error the owner must see.
 */
export const templateNameSchema = z.string({ error: () => m.name.required }).superRefine((name, context) => {
  const issue = (message: string) => context.addIssue({ code: 'custom', message });
  if (name.length === 0) issue(m.name.required);
  else if (name.length > TEMPLATE_LIMITS.name) issue(m.name.tooLong);
  else if (/[A-Z]/.test(name)) issue(m.name.upperCase);
  else if (/\s/.test(name)) issue(m.name.spaces);
  else if (!/^[a-z0-9_]+$/.test(name)) issue(m.name.invalid);
});

const uuid = (message: () => string) => z.string({ error: message }).uuid({ error: message });
export const whatsappAccountIdParam = uuid(() => m.accountNotFound);
export const templateIdParam = uuid(() => m.templateNotFound);

/** The header: text (one variable at most, with its example) or a media whose example Meta keeps. */
export const templateHeaderSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('TEXT'),
    text: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.headerText, { error: () => m.header.textTooLong }),
    /** The example of its variable ('' without one). */
    example: z.string().trim().max(TEMPLATE_LIMITS.example).default(''),
  }),
  z.object({
    format: z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']),
    /**
     * Sending: the uploaded example file's path (filePath of POST /strong/upload/image|document/block),
     * handed to Meta as a header_handle. Reading: that path, or the example's link Meta gives.
     */
    media: z.string().trim().max(TEMPLATE_LIMITS.url).default(''),
  }),
]);
export type TemplateHeader = z.infer<typeof templateHeaderSchema>;

/** The body: its text and an example for each of its variables, by name ('1', 'first_name'). */
export const templateBodySchema = z.object({
  text: z
    .string({ error: () => m.body.required })
    .trim()
    .max(TEMPLATE_LIMITS.body, { error: () => m.body.tooLong }),
  examples: z.record(z.string(), z.string().trim()).default({}),
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

const buttonText = z.string().trim().max(100).default('');
/** A button as the builder writes it; Meta's limits are checked with the whole template. */
export const templateButtonSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('QUICK_REPLY'), text: buttonText }),
  /** A URL, with at most one variable at its end ({{1}}) and then a full example link. */
  z.object({
    type: z.literal('URL'),
    text: buttonText,
    url: z.string().trim().max(TEMPLATE_LIMITS.url),
    example: z.string().trim().max(TEMPLATE_LIMITS.url).default(''),
  }),
  z.object({ type: z.literal('PHONE_NUMBER'), text: buttonText, phone_number: z.string().trim().max(32) }),
  /** Marketing only: the customer copies a code (the example, ≤ 15 characters). */
  z.object({ type: z.literal('COPY_CODE'), example: z.string().trim().max(100).default('') }),
  /** Authentication only: the one-time code, copied. */
  z.object({
    type: z.literal('OTP'),
    otp_type: z.literal('COPY_CODE').default('COPY_CODE'),
    text: buttonText,
  }),
]);
export type TemplateButton = z.infer<typeof templateButtonSchema>;

/** An authentication template's options: Meta writes its body and footer itself. */
export const templateAuthenticationSchema = z.object({
  add_security_recommendation: z.boolean().default(true),
  /** The footer « Ce code expire dans N minutes », or null for none. */
  code_expiration_minutes: z.number().int().nullable().default(null),
});
export type TemplateAuthentication = z.infer<typeof templateAuthenticationSchema>;

/** What the builder sends besides the name and language (what an edit may change). */
export const templateContentFields = {
  category: templateCategorySchema,
  parameter_format: templateParameterFormatSchema.default('POSITIONAL'),
  header: templateHeaderSchema.nullable().default(null),
  /** Required but for AUTHENTICATION (Meta writes that body). */
  body: templateBodySchema.nullable().default(null),
  footer: z
    .string()
    .trim()
    .max(TEMPLATE_LIMITS.footer, { error: () => m.footer.tooLong })
    .default(''),
  buttons: z
    .array(templateButtonSchema)
    .max(TEMPLATE_LIMITS.buttons, { error: () => m.button.tooMany })
    .default([]),
  authentication: templateAuthenticationSchema.nullable().default(null),
};
export const templateContentSchema = z.object(templateContentFields);
export type TemplateContent = z.infer<typeof templateContentSchema>;
