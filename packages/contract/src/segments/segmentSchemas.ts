import { z } from 'zod';
import { segmentMessages as m } from './segmentMessages';

/** Global variables a condition may test: facts of the end-user's row, not collected values. */
export const CONDITION_GLOBALS = [
  'first_name',
  'last_name',
  'full_name',
  'phone_number',
  'reply_phone',
  'email',
] as const;
export type ConditionGlobal = (typeof CONDITION_GLOBALS)[number];
/**
 * The pseudo-variable a condition names to test an end-user's tags (end_user_tags): '=' the tag
 * (without case) is among theirs, '!=' it is not. Reserved: no declared variable is called so.
 */
export const CONDITION_TAG = 'tag';

export const MAX_CONDITIONS = 20;
/** A listing (sizing false) returns at most this many users; `total` still counts them all. */
export const MATCHING_END_USERS_LIMIT = 10_000;

/** One condition row as the screen sends it: idvariable, '=' or '!=', value, '&&' / '||' / null for the last. */
export const conditionSchema = z.object({
  idvariable: z
    .string()
    .trim()
    .min(1, { error: () => m.attributeRequired })
    .max(100),
  comparison: z.enum(['=', '!=']),
  value: z.string().max(500),
  operator: z.enum(['&&', '||']).nullable().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

export const conditionListSchema = z
  .array(conditionSchema)
  .min(1, { error: () => m.noCondition })
  .max(MAX_CONDITIONS, { error: () => m.tooMany });

/** The call's body: conditions as a JSON string of the rows, sizing true counts, false lists. */
export const conditionsInputSchema = z.object({
  conditions: z
    .string({ error: () => m.malformed })
    .min(2, { error: () => m.malformed })
    .max(50_000, { error: () => m.malformed }),
  sizing: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(false),
});

/** A matched end-user, as the broadcast panel reads it (user_info.tel/idbot, user_details.tel) plus its identity. */
export const matchingEndUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.string(),
  opted_out: z.boolean(),
  user_info: z.object({ tel: z.string(), idbot: z.string() }),
  user_details: z.object({ tel: z.string() }),
});
export type MatchingEndUser = z.infer<typeof matchingEndUserSchema>;

/** One value of an attribute among the end-users: the value (null: end-users without one) and how many have it. */
export const variableValueSchema = z.object({ _id: z.string().nullable(), count: z.number().int() });
