import { z } from 'zod';
import { chatbotTypeSchema } from '../chatbots/chatbotSchemas';
import { widgetLanguageSchema } from '../chatbots/widgetLanguage';
import { FLOW_LIMITS } from '../flows/flowConstants';
import { variableDeclarationsSchema } from '../variables/variableSchemas';
import { chatbotTransferMessages } from './chatbotTransferMessages';

const m = chatbotTransferMessages;

/** The file a chatbot is exported as, and templates are written in: `format` names it. */
export const CHATBOT_FILE_FORMAT = 'griot.chatbot';
/** This Griot's version of the file; an import refuses a newer one (it may hold what we cannot read). */
export const CHATBOT_FILE_VERSION = 1;
/** An import file's limits: what a real bot needs many times over, and what one server may afford. */
export const CHATBOT_FILE_LIMITS = {
  /** The uploaded file, media embedded. */
  bytes: 20 * 1024 * 1024,
  blocks: 1000,
  /** Files embedded in the export: past this total, media stay links (their public URL). */
  embeddedMediaBytes: 15 * 1024 * 1024,
  media: 300,
} as const;

/** Block categories as stored: the welcome, default and commerce main blocks, and the others. */
export const BLOCK_CATEGORIES = ['welcome', 'default', 'commerce', 'standard'] as const;

/**
 * One block as exported: its idblock (rewritten at import), name, category and the flow exactly as
 * saved. The flow is checked at import with the save's schema (`savedFlowSchema`) and rules.
 */
export const exportedBlockSchema = z.object({
  idblock: z.string().trim().min(1).max(FLOW_LIMITS.idblock),
  name: z.string().max(100),
  category: z.enum(BLOCK_CATEGORIES),
  /** The spec's block kind (starter, default_block, commerce_point, blocks). */
  type: z.string().max(40),
  assistant_switch: z.boolean().default(false),
  flow: z.array(z.unknown()).max(500),
});
export type ExportedBlock = z.infer<typeof exportedBlockSchema>;

/**
 * A file a flow uses (image, document, audio, the avatar), named by the path the flow holds:
 * embedded (`data`, base64) up to the export's budget, else `url`, a public link to download.
 */
export const exportedMediaSchema = z.object({
  path: z.string().min(1).max(2000),
  mime: z.string().max(100),
  bytes: z.number().int().nonnegative(),
  data: z.string().optional(),
  url: z.string().max(2000).optional(),
});
export type ExportedMedia = z.infer<typeof exportedMediaSchema>;

/** A chatbot carried between accounts: no secrets, no end-users, no conversations. */
export const chatbotFileSchema = z.object({
  format: z.literal(CHATBOT_FILE_FORMAT, { error: () => m.notAChatbotFile }),
  version: z
    .number({ error: () => m.notAChatbotFile })
    .int({ error: () => m.notAChatbotFile })
    .min(1, { error: () => m.notAChatbotFile })
    .refine((version) => version <= CHATBOT_FILE_VERSION, { error: () => m.newerVersion }),
  exported_at: z.string().max(40),
  chatbot: z.object({
    name: z.string().trim().min(1).max(100),
    description: z.string().max(1000).default(''),
    type: chatbotTypeSchema,
    widget_language: widgetLanguageSchema.default('auto'),
    catalog_link: z.string().max(500).default(''),
    /** The avatar's path among `media`, or a built-in avatar's path. */
    avatar: z.string().max(2000).default(''),
  }),
  variables: variableDeclarationsSchema,
  blocks: z.array(exportedBlockSchema).max(CHATBOT_FILE_LIMITS.blocks, { error: () => m.tooManyBlocks }),
  /** The GRIOT IA knowledge files' list (names only: their content stays with the account). */
  knowledge: z
    .array(z.object({ name: z.string().max(300), bytes: z.number().int().nonnegative() }))
    .default([]),
  media: z.array(exportedMediaSchema).max(CHATBOT_FILE_LIMITS.media).default([]),
});
export type ChatbotFile = z.infer<typeof chatbotFileSchema>;
