import { oc } from '@orpc/contract';
import { z } from 'zod';
import { BLOCK_KINDS } from './flowConstants';
import {
  blockNameSchema,
  blockSchema,
  chatbotIdSchema,
  idblockSchema,
  inboundLinkSchema,
  incompleteElementSchema,
  revisionSummarySchema,
} from './flowSchemas';
import { savedFlowSchema } from './savedFlowSchema';

const tags = ['Éditeur de flux'];
const ok = z.object({ success: z.boolean(), message: z.string() });
const blockId = z.string().trim().min(1).max(40);

/**
 * The flow editor's calls: the block tree, a block, block creation and renaming, flow saves, the
 * GRIOT IA switch, inbound links and the default block, plus block deletion and revisions.
 */
export const flowsContract = {
  tree: oc
    .route({
      method: 'GET',
      path: '/strong/get/chatbot/{idchatbot}/flow',
      tags,
      summary: 'Blocs principaux et standards',
    })
    .input(z.object({ idchatbot: chatbotIdSchema }))
    .output(
      z.object({
        success: z.literal(true),
        flow: z.object({
          mainblocks: z.object({
            welcome: blockSchema.nullable(),
            default: blockSchema.nullable(),
            commerce: blockSchema.nullable(),
          }),
          blocks: z.array(blockSchema),
        }),
      }),
    ),
  all: oc
    .route({ method: 'GET', path: '/strong/get/chatbot/{id}/flowall', tags, summary: 'Tous les blocs' })
    .input(z.object({ id: chatbotIdSchema }))
    .output(z.object({ success: z.literal(true), flow: z.array(blockSchema) })),
  block: oc
    .route({
      method: 'GET',
      path: '/strong/get/flow/{idchatbot}/{blockId}',
      tags,
      summary: 'Un bloc (liste d’un élément)',
    })
    .input(z.object({ idchatbot: chatbotIdSchema, blockId }))
    .output(z.object({ success: z.literal(true), block: z.array(blockSchema) })),
  create: oc
    .route({
      method: 'POST',
      path: '/strong/create/flow/{idchatbot}',
      tags,
      summary: 'Nouveau bloc standard',
    })
    .input(
      z.object({
        idchatbot: chatbotIdSchema,
        name: blockNameSchema,
        idblock: idblockSchema,
        type: z.literal('standard').default('standard'),
      }),
    )
    .output(z.object({ success: z.literal(true), message: z.string(), block: blockSchema })),
  rename: oc
    .route({
      method: 'POST',
      path: '/strong/update/blockname/{idchatbot}/{blockId}/{blocktype}',
      tags,
      summary: 'Renommer un bloc',
    })
    .input(
      z.object({
        idchatbot: chatbotIdSchema,
        blockId,
        blocktype: z.string().max(40),
        blockname: blockNameSchema,
      }),
    )
    .output(ok),
  save: oc
    .route({
      method: 'POST',
      path: '/update/flow/{idchatbot}/{blockId}/{type}',
      tags,
      summary: 'Enregistrer le flux d’un bloc',
    })
    .input(
      z.object({
        idchatbot: chatbotIdSchema,
        blockId,
        type: z.string().max(40),
        flow: savedFlowSchema,
        /** The revision the editor started from; absent means last write wins. */
        revision: z.number().int().positive().optional(),
      }),
    )
    .output(
      z.object({
        success: z.literal(true),
        message: z.string(),
        block: blockSchema,
        /** The elements saved as a draft: what each lacks; the runtime sends none of them. */
        incomplete: z.array(incompleteElementSchema),
      }),
    ),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/strong/delete/flow/{idchatbot}/{blockId}',
      tags,
      summary: 'Supprimer un bloc standard',
    })
    .input(z.object({ idchatbot: chatbotIdSchema, blockId }))
    .output(ok),
  setAssistantSwitch: oc
    .route({
      method: 'POST',
      path: '/strong/update/jarvis/{idblock}',
      tags,
      summary: 'GRIOT IA sur le bloc par défaut',
    })
    .input(z.object({ idblock: blockId, status: z.boolean() }))
    .output(ok),
  inbound: oc
    .route({
      method: 'GET',
      path: '/get/flow/{idchatbot}/{idblock}/{kind}',
      tags,
      summary: 'Liens entrants (match_previous)',
    })
    .input(z.object({ idchatbot: chatbotIdSchema, idblock: blockId, kind: z.enum(BLOCK_KINDS) }))
    .output(z.object({ success: z.literal(true), match_previous: z.array(inboundLinkSchema) })),
  defaultBlock: oc
    .route({ method: 'GET', path: '/strong/get/{id}/default', tags, summary: 'Le bloc par défaut' })
    .input(z.object({ id: chatbotIdSchema }))
    .output(
      z.object({
        success: z.literal(true),
        defaultblock: z.array(z.object({ idblock: z.string(), jarvis: z.boolean() })),
      }),
    ),
  revisions: oc
    .route({
      method: 'GET',
      path: '/strong/flow/{idchatbot}/{blockId}/revisions',
      tags,
      summary: 'Les 50 dernières versions d’un bloc',
    })
    .input(z.object({ idchatbot: chatbotIdSchema, blockId }))
    .output(z.object({ success: z.literal(true), revisions: z.array(revisionSummarySchema) })),
  revision: oc
    .route({
      method: 'GET',
      path: '/strong/flow/{idchatbot}/{blockId}/revisions/{revision}',
      tags,
      summary: 'Une version d’un bloc',
    })
    .input(
      z.object({ idchatbot: chatbotIdSchema, blockId, revision: z.coerce.number<number>().int().positive() }),
    )
    .output(
      z.object({
        success: z.literal(true),
        revision: revisionSummarySchema,
        flow: z.array(z.record(z.string(), z.unknown())),
      }),
    ),
  restore: oc
    .route({
      method: 'POST',
      path: '/strong/flow/{idchatbot}/{blockId}/revisions/{revision}/restore',
      tags,
      summary: 'Restaurer une version',
    })
    .input(
      z.object({ idchatbot: chatbotIdSchema, blockId, revision: z.coerce.number<number>().int().positive() }),
    )
    .output(z.object({ success: z.literal(true), message: z.string(), block: blockSchema })),
};
