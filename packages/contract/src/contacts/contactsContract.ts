import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { contactMessages as m } from './contactMessages';
import { contactImportSchema, contactPreviewSchema, tagCountSchema, tagSchema } from './contactSchemas';

const tags = ['Contacts'];
const importIdSchema = z.string().uuid({ error: () => m.importUnknown });
const endUserIdSchema = z.string().uuid({ error: () => m.endUserUnknown });
const fileSchema = z.file({ error: () => m.fileMissing });

/**
 * Contacts from elsewhere (issue 24): a CSV or XLSX file imported into a WhatsApp chatbot's
 * end-users (columns mapped, numbers normalised, duplicates merged, problems line by line, the
 * opt-in Meta requires for marketing), tags on end-users (segments test them), the subscribers as CSV.
 * The import runs in the request, batch by batch, and keeps its progress on a `contact_imports`
 * row the screen polls with the id it chose (`importId`).
 */
export const contactsContract = {
  preview: oc
    .route({
      method: 'POST',
      path: '/chatbots/{id}/contacts/preview',
      tags,
      summary: 'Les colonnes et les premières lignes d’un fichier de contacts (champ file)',
    })
    .input(z.object({ id: chatbotIdParamSchema, file: fileSchema }))
    .output(z.object({ success: z.literal(true), preview: contactPreviewSchema })),
  import: oc
    .route({
      method: 'POST',
      path: '/chatbots/{id}/contacts/import',
      tags,
      summary:
        'Importe des contacts (multipart : file, mapping, optInSource, optInDate, defaultCountry, importId)',
    })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        file: fileSchema,
        /** JSON: column → 'phone' | 'first_name' | … | 'variable:<id>' | '' (contactMappingSchema). */
        mapping: z
          .string({ error: () => m.mappingMalformed })
          .max(20_000, { error: () => m.mappingMalformed }),
        /** Where the contacts agreed to marketing messages; without it they are imported without opt-in. */
        optInSource: z
          .string()
          .trim()
          .max(200, { error: () => m.optInSourceTooLong })
          .optional(),
        /** The opt-in's day (YYYY-MM-DD) when no column gives it; today by default. */
        optInDate: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.badOptInDate })
          .optional()
          .or(z.literal('')),
        /** ISO-2 country for numbers written without '+' or 00. */
        defaultCountry: z
          .string()
          .regex(/^[A-Z]{2}$/, { error: () => m.badCountry })
          .default('SN'),
        /** Chosen by the screen, so it can poll the progress while this call runs. */
        importId: importIdSchema.optional(),
      }),
    )
    .output(z.object({ success: z.literal(true), import: contactImportSchema })),
  importStatus: oc
    .route({
      method: 'GET',
      path: '/contact-imports/{id}',
      tags,
      summary: 'Progression et résultat d’un import',
    })
    .input(z.object({ id: importIdSchema }))
    .output(z.object({ success: z.literal(true), import: contactImportSchema })),
  tags: oc
    .route({
      method: 'GET',
      path: '/chatbots/{id}/tags',
      tags,
      summary: 'Les tags des utilisateurs du chatbot',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    .output(z.object({ success: z.literal(true), tags: z.array(tagCountSchema) })),
  endUserTags: oc
    .route({ method: 'GET', path: '/end-users/{id}/tags', tags, summary: 'Les tags d’un utilisateur' })
    .input(z.object({ id: endUserIdSchema }))
    .output(z.object({ success: z.literal(true), tags: z.array(z.string()) })),
  setTags: oc
    .route({
      method: 'PUT',
      path: '/end-users/{id}/tags',
      tags,
      summary: 'Remplace les tags d’un utilisateur',
    })
    .input(
      z.object({
        id: endUserIdSchema,
        tags: z.array(tagSchema).max(50, { error: () => m.tooManyTags }),
      }),
    )
    .output(z.object({ success: z.literal(true), tags: z.array(z.string()) })),
  export: oc
    .route({
      method: 'GET',
      path: '/chatbots/{id}/subscribers.csv',
      tags,
      summary: 'Les abonnés du chatbot en CSV (flux continu)',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    // Streamed by registerSubscribersExport (text/csv attachment); the same file for oRPC clients.
    .output(z.file()),
};

/** Who may make each call of contactsContract (workspaces/callAccess.ts explains the values). */
export const contactsAccess = {
  'contacts.preview': 'editor',
  'contacts.import': 'editor',
  'contacts.importStatus': 'editor',
  'contacts.tags': 'agent',
  'contacts.endUserTags': 'agent',
  'contacts.setTags': 'editor',
  'contacts.export': 'editor',
} as const;
