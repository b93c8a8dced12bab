import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { chatbotTransferMessages } from './chatbotTransferMessages';

const tags = ['Chatbots'];
const m = chatbotTransferMessages;
const created = z.object({ success: z.literal(true), message: z.string(), chatbot_id: z.string() });

/** A starter template as the creation screen offers it ('Partir d'un modèle'). */
export const chatbotTemplateSchema = z.object({
  id: z.string(),
  /** In the language of the request (the templates' content itself is French, as written). */
  name: z.string(),
  description: z.string(),
  channel: z.enum(['whatsapp', 'telegram', 'messenger', 'web']),
  block_count: z.number().int(),
  /** The element types it shows off (condition, split, wait_until, answer…), for the card's badges. */
  highlights: z.array(z.string()),
});
export type ChatbotTemplate = z.infer<typeof chatbotTemplateSchema>;

/**
 * A chatbot carried as one file (`chatbotFileSchema`): exported, imported as a new chatbot of the
 * active workspace (ids rewritten, media copied, everything checked as a save is), and the starter
 * templates, which are such files shipped with Griot. A Typebot export (its JSON) is imported too,
 * for the elements both share.
 */
export const chatbotTransferContract = {
  export: oc
    .route({
      method: 'GET',
      path: '/chatbots/{id}/export',
      tags,
      summary:
        'Le chatbot en un fichier JSON versionné (blocs, éléments, variables, réglages sans secrets, médias)',
    })
    .input(z.object({ id: chatbotIdParamSchema }))
    // The file itself, sent as an attachment (Content-Disposition) by the handler.
    .output(z.file()),
  import: oc
    .route({
      method: 'POST',
      path: '/chatbots/import',
      tags,
      summary:
        'Importe un fichier de chatbot Griot (ou un export Typebot) comme nouveau chatbot (champ file)',
    })
    .input(
      z.object({
        file: z.file({ error: () => m.fileMissing }),
        /** The new chatbot's name; the file's by default. */
        name: z.string().trim().max(100).optional(),
      }),
    )
    .output(
      created.extend({
        /** What the import left out (a Typebot element we have no equivalent for…), in words. */
        warnings: z.array(z.string()),
      }),
    ),
  templates: oc
    .route({ method: 'GET', path: '/chatbot-templates', tags, summary: 'Les modèles de départ' })
    .output(z.object({ success: z.literal(true), templates: z.array(chatbotTemplateSchema) })),
  fromTemplate: oc
    .route({
      method: 'POST',
      path: '/chatbots/from-template/{templateId}',
      tags,
      summary: 'Crée un chatbot à partir d’un modèle de départ',
    })
    .input(
      z.object({
        templateId: z.string().max(64),
        /** The new chatbot's name and channel; the template's by default. */
        name: z.string().trim().max(100).optional(),
        type: z.enum(['whatsapp', 'telegram', 'messenger', 'web']).optional(),
      }),
    )
    .output(created),
};
