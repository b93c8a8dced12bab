import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatbotIdParamSchema } from '../chatbots/chatbotSchemas';
import { tagCountSchema } from '../contacts/contactSchemas';
import { messages } from '../messages';
import { botEndUserSchema, chatbotKpisSchema, endUsersQuerySchema, GROWTH_PERIODS } from './endUserSchemas';

const tags = ['Utilisateurs'];

/** The end-users screen and the chatbot dashboard, served by our own API. */
export const endUserListContract = {
  list: oc
    .route({ method: 'GET', path: '/get/strong/users', tags, summary: 'Utilisateurs des chatbots du compte' })
    .input(endUsersQuerySchema)
    .output(
      z.object({
        success: z.literal(true),
        users: z.array(botEndUserSchema),
        pagination: z.object({
          page: z.number().int(),
          limit: z.number().int(),
          total: z.number().int(),
          /** A search or tag filter with more than END_USERS_SEARCH_TOTAL_CAP matches: `total` is that cap. */
          total_capped: z.boolean(),
          /** When the page is full: the position after its last row, to ask the next rows with `after`. */
          next: z.string().nullable(),
        }),
      }),
    ),
  /** What the list's tag filter offers: the tags worn in the workspace's chatbots (or one), the most worn first. */
  tags: oc
    .route({ method: 'GET', path: '/end-users/tags', tags, summary: 'Tags portés par les utilisateurs' })
    .input(z.object({ idbotget: chatbotIdParamSchema.optional() }))
    .output(z.object({ success: z.literal(true), tags: z.array(tagCountSchema) })),
  kpis: oc
    .route({ method: 'GET', path: '/get/baddass/kpis/{id}', tags, summary: "Indicateurs d'un chatbot" })
    .input(
      z.object({
        id: chatbotIdParamSchema,
        months: z.coerce
          .number()
          .int()
          .refine((value) => (GROWTH_PERIODS as readonly number[]).includes(value), {
            error: () => messages.endUsers.periodInvalid,
          })
          .default(6),
        days: z.coerce.number().int().min(1).max(90).default(3),
      }),
    )
    .output(z.object({ success: z.literal(true), baddas_stats: chatbotKpisSchema })),
};
