import { z } from 'zod';
import { checkTemplate } from './checkTemplate';
import {
  templateContentFields,
  templateIdParam,
  templateLanguageSchema,
  templateNameSchema,
  templateQualitySchema,
  templateStatusSchema,
  whatsappAccountIdParam,
} from './templateContentSchemas';

export * from './templateContentSchemas';

/** POST /whatsapp-accounts/{id}/templates */
export const createTemplateInput = z
  .object({
    id: whatsappAccountIdParam,
    name: templateNameSchema,
    language: templateLanguageSchema,
    ...templateContentFields,
  })
  .superRefine(checkTemplate);
export type CreateTemplateInput = z.infer<typeof createTemplateInput>;

/** POST /whatsapp-accounts/{id}/templates/{templateId}: name and language never change (Meta). */
export const updateTemplateInput = z
  .object({ id: whatsappAccountIdParam, templateId: templateIdParam, ...templateContentFields })
  .superRefine(checkTemplate);
export type UpdateTemplateInput = z.infer<typeof updateTemplateInput>;

/** A template as Griot keeps it (our copy of Meta's, kept by its webhooks). */
export const whatsappTemplateSchema = z.object({
  id: z.string(),
  whatsapp_account_id: z.string(),
  /** Meta's id (hsm id); null for none yet. */
  meta_id: z.string().nullable(),
  name: z.string(),
  language: z.string(),
  status: templateStatusSchema,
  /** Meta's code ('INVALID_FORMAT'), for REJECTED; null otherwise. */
  rejected_reason: z.string().nullable(),
  /** That reason, or why it is paused/disabled, in the reader's language. */
  status_reason: z.string().nullable(),
  quality_score: templateQualitySchema,
  ...templateContentFields,
  /** The components exactly as Meta holds them. */
  components: z.array(z.record(z.string(), z.unknown())),
  /** Why it cannot be edited now (status, once a day, 10 a month), or null when it can. */
  edit_blocked: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;
