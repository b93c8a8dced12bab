import { z } from 'zod';

/** Why the forecast leaves people out, in the order the campaign's start tests them. */
/** Why a campaign leaves a matched end-user out, in the order told (the server decides by it: domain/audience/campaignExclusions.ts). */
export const FORECAST_EXCLUSIONS = [
  'optedOut',
  'invalidNumber',
  'notOnWhatsApp',
  'outsideWindow',
  'noMarketingOptIn',
  'frequencyCap',
] as const;
export type ForecastExclusion = (typeof FORECAST_EXCLUSIONS)[number];

const count = z.number().int().nonnegative();

/** The estimated cost for the reach of one country (ISO-2; '*' when the number's country is unknown). */
export const forecastCountryCostSchema = z.object({
  country: z.string(),
  /** Who will be sent a message with a number of that country. */
  recipients: count,
  /** Of them, how many Meta charges (a utility template inside the 24-hour window is free). */
  charged: count,
  unitPrice: z.number().nonnegative(),
  amount: z.number().nonnegative(),
});
export type ForecastCountryCost = z.infer<typeof forecastCountryCostSchema>;

/**
 * A campaign before the click: who the segment holds, who it leaves out and why, who it will be
 * sent to, what it may cost, how long it takes and whether the number's daily limit allows it.
 */
export const campaignForecastSchema = z.object({
  segment: count,
  excluded: z.object(
    Object.fromEntries(FORECAST_EXCLUSIONS.map((key) => [key, count])) as {
      [K in ForecastExclusion]: typeof count;
    },
  ),
  /** Who will be sent the message: the segment less every exclusion. */
  reach: count,
  /** Of the reach, those Meta capped (131049) within 7 days: tried, probably capped again. */
  metaCapped: count,
  /** Of the reach, those inside their 24-hour window: a free-form (local) model would reach them for free. */
  insideWindow: count,
  model: z.object({
    source: z.enum(['whatsapp', 'local']),
    /** Meta's category of the template; '' for a local model. */
    category: z.string(),
  }),
  /** The workspace's frequency cap in hours (0: none). */
  frequencyCapHours: count,
  cost: z.object({
    total: z.number().nonnegative(),
    currency: z.string(),
    /** The price table's date (YYYY-MM-DD); null when it holds no price. */
    pricesFrom: z.string().nullable(),
    source: z.string(),
    byCountry: z.array(forecastCountryCostSchema),
  }),
  duration: z.object({
    /** The number's sending rate the estimate used (messages per second). */
    ratePerSecond: z.number().positive(),
    seconds: z.number().nonnegative(),
  }),
  /**
   * The number's business-initiated messaging limit (distinct customers per rolling 24 hours):
   * null when the chatbot's number is no WhatsApp account of the workspace.
   */
  messagingLimit: z
    .object({
      tier: z.string(),
      /** null: unlimited. */
      limit: count.nullable(),
      usedToday: count,
      left: count.nullable(),
      /** Customers this campaign opens outside their window (what counts against the limit). */
      needed: count,
      exceeded: z.boolean(),
    })
    .nullable(),
  /**
   * null: every end-user of the segment was counted. Otherwise the figures are an estimate, brought
   * to scale from a random sample holding `share` of the chatbot's end-users, `sampled` of them in
   * the segment (a chatbot of more than 200,000 end-users, unless the forecast is asked `exact`);
   * the reach is right within ± `reachMargin`, 19 times out of 20.
   */
  estimate: z
    .object({
      share: z.number().positive().max(1),
      sampled: count,
      reachMargin: count,
    })
    .nullable(),
});
export type CampaignForecast = z.infer<typeof campaignForecastSchema>;
