import { oc } from '@orpc/contract';
import { z } from 'zod';
import { messages } from '../messages';

const m = messages.endUsers;
const tags = ['Utilisateurs'];
const endUserIdSchema = z.string().uuid({ error: () => m.notFound });

export const endUserDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  channel: z.string(),
  usertel: z.string(),
  idbot: z.string(),
  bot_name: z.string(),
  interactions: z.number().int(),
  created_at: z.string(),
  /** Null: never wrote (an imported contact). */
  last_activity_at: z.string().nullable(),
  opted_out: z.boolean(),
  /** The chatbot's declared variables with this end-user's values ('' when none), then any other stored. */
  variables: z.array(
    z.object({ id: z.string(), slug: z.string(), value: z.string(), updated_at: z.string().nullable() }),
  ),
  messages: z.array(
    z.object({
      id: z.string(),
      direction: z.enum(['in', 'out']),
      text: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type EndUserDetail = z.infer<typeof endUserDetailSchema>;

export const endUserEditSchema = z.object({
  name: z
    .string()
    .trim()
    .max(200, { error: () => m.nameTooLong }),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: () => m.emailInvalid,
    }),
  variables: z.record(z.string().max(100), z.string().max(1000)).default({}),
});

/** /dashboard/users/{id} and /dashboard/users/{id}/edit: one end-user of the caller's chatbots. */
export const endUserContract = {
  detail: oc
    .route({ method: 'GET', path: '/strong/end-user/{id}', tags, summary: "Fiche d'un utilisateur" })
    .input(z.object({ id: endUserIdSchema }))
    .output(z.object({ success: z.literal(true), user: endUserDetailSchema })),
  update: oc
    .route({ method: 'PUT', path: '/strong/end-user/{id}', tags, summary: 'Modifier un utilisateur' })
    .input(endUserEditSchema.extend({ id: endUserIdSchema }))
    .output(z.object({ success: z.literal(true), message: z.string(), user: endUserDetailSchema })),
};
