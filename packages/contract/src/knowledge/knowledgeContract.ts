import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  chatbotIdSchema,
  costReportSchema,
  knowledgeFileSchema,
  objectSystemSchema,
  passageSchema,
  systemPromptTextSchema,
  testMessageSchema,
  testResponseSchema,
} from './knowledgeSchemas';

const tags = ['GRIOT IA'];
const file = z.file();

/** The knowledge screen's calls (files, block collection, prompt) and the assistant's test call. */
export const knowledgeContract = {
  upload: oc
    .route({
      method: 'POST',
      path: '/upload/knowledge/jarvis/{id}',
      tags,
      summary: 'Ajouter des fichiers de connaissance (champ files ; 10 fichiers, 10 Mo chacun)',
    })
    .input(z.object({ id: chatbotIdSchema, files: z.union([file, z.array(file).max(20)]).optional() }))
    .output(z.object({ success: z.literal(true), message: z.string(), files: z.array(knowledgeFileSchema) })),
  files: oc
    .route({
      method: 'GET',
      path: '/knowledge/jarvis/{id}/files',
      tags,
      summary: 'Fichiers de connaissance, prompt système et rapport de coûts',
    })
    .input(z.object({ id: chatbotIdSchema }))
    .output(
      z.object({
        success: z.literal(true),
        files: z.array(knowledgeFileSchema),
        ObjectSystem: objectSystemSchema.nullable(),
        costs: costReportSchema,
      }),
    ),
  removeFile: oc
    .route({
      method: 'DELETE',
      path: '/knowledge/jarvis/{id}/files/{fileId}',
      tags,
      summary: 'Supprimer un fichier de connaissance',
    })
    .input(z.object({ id: chatbotIdSchema, fileId: z.string().max(64) }))
    .output(z.object({ success: z.literal(true), message: z.string() })),
  scrapeBlocks: oc
    .route({
      method: 'POST',
      path: '/knowledge/jarvis/{id}/scrape-blocks',
      tags,
      summary: 'Collecter les blocs (génère le prompt système) ou enregistrer un prompt modifié',
    })
    .input(
      z.object({
        id: chatbotIdSchema,
        /** Present: a collection (the prompt is generated from these blocks). Absent: a save. */
        selectedBlocks: z.array(z.string().max(40)).max(500).optional(),
        systemPrompt: systemPromptTextSchema.optional(),
        idbot: z.string().max(64).optional(),
      }),
    )
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        ObjectSystem: objectSystemSchema,
        data: z.object({ ObjectSystem: objectSystemSchema }).optional(),
      }),
    ),
  test: oc
    .route({
      method: 'POST',
      path: '/test/systemprompt',
      tags,
      summary: 'Tester l’assistant avec un message de visiteur',
    })
    .input(z.object({ userMessage: testMessageSchema, idbot: chatbotIdSchema }))
    .output(
      z.object({
        success: z.boolean(),
        message: z.string(),
        response: testResponseSchema,
        model: z.string(),
        usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }),
        error: z.string().nullable(),
        timestamp: z.string(),
        latencyMs: z.number(),
        passages: z.array(passageSchema),
      }),
    ),
};
