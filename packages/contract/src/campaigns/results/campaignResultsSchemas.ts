import { z } from 'zod';
import { broadcastMessages } from '../../broadcasts/broadcastMessages';
import { campaignResultsMessages as m } from './campaignResultsMessages';

/** Who becomes a segment after a campaign: those who wrote back within 24 h, pressed a button, read it. */
export const RESPONDER_KINDS = ['replied', 'clicked', 'read'] as const;
export type ResponderKind = (typeof RESPONDER_KINDS)[number];

/** A campaign's id (a broadcasts row): not a uuid reads as an unknown campaign (404), as another workspace's. */
export const campaignIdParamSchema = z.uuid({ error: () => broadcastMessages.campaignUnknown });

export const respondersInputSchema = z.object({
  id: campaignIdParamSchema,
  who: z.enum(RESPONDER_KINDS, { error: () => m.responders.who }),
});

/** One segment condition row, as segments and campaigns take them (the 'tag' pseudo-variable). */
export const tagConditionSchema = z.object({
  idvariable: z.literal('tag'),
  comparison: z.literal('='),
  value: z.string(),
  operator: z.null(),
});

export const respondersOutputSchema = z.object({
  success: z.literal(true),
  /** The tag given to them (≤ 60 characters), e.g. « Répondu · promo_tabaski · 27/11/2026 ». */
  tag: z.string(),
  /** How many end-users carry it now. */
  count: z.number().int(),
  chatbotId: z.string(),
  /** The segment's condition rows selecting them (JSON.stringify them for campaignAudienceSchema.conditions). */
  conditions: z.array(tagConditionSchema),
});
export type RespondersOutput = z.infer<typeof respondersOutputSchema>;
