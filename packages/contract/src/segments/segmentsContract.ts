import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { conditionsInputSchema, matchingEndUserSchema, variableValueSchema } from './segmentSchemas';

const tags = ['Segments'];

/** The chatbot dashboard's 'Conditions' block: the values an attribute takes, then the end-users matching the rows. */
export const segmentsContract = {
  values: oc
    .route({
      method: 'GET',
      path: '/get/strong/variable/values/{id}/{attribute}',
      tags,
      summary: "Valeurs d'une variable chez les utilisateurs",
    })
    .input(z.object({ id: chatbotIdParamSchema, attribute: z.string().trim().min(1).max(100) }))
    .output(z.object({ success: z.literal(true), values: z.array(variableValueSchema) })),
  conditions: oc
    .route({
      method: 'POST',
      path: '/post/strong/conditions/{id}',
      tags,
      summary: 'Utilisateurs qui remplissent des conditions',
    })
    .input(conditionsInputSchema.extend({ id: chatbotIdParamSchema }))
    .output(
      z.object({
        success: z.literal(true),
        /** sizing true: the count; false: the users (at most MATCHING_END_USERS_LIMIT). */
        result: z.union([z.number().int(), z.array(matchingEndUserSchema)]),
        total: z.number().int(),
      }),
    ),
};
