/**
 * Pure builders of the WhatsApp Business Account's number-level webhooks, shaped like Meta's
 * (field `phone_number_quality_update`): the number flagged or unflagged, its messaging limit
 * lowered or raised. The runtime pauses the number's campaigns on a drop.
 */
export interface NumberQualityInput {
  /** `entry[].id`; Meta's sample WABA by default. */
  wabaId?: string;
  displayPhoneNumber?: string;
  event: 'FLAGGED' | 'UNFLAGGED' | 'DOWNGRADE' | 'UPGRADE' | 'ONBOARDING';
  /** TIER_50, TIER_250, TIER_1K, TIER_10K, TIER_100K, TIER_UNLIMITED. */
  currentLimit?: string;
  /** Only on messaging limit changes (DOWNGRADE, UPGRADE). */
  oldLimit?: string;
  /** Unix seconds; now by default. */
  time?: number;
}

const DEFAULT_WABA_ID = '102290129340398';
const DEFAULT_DISPLAY_NUMBER = '15550783881';

export function buildNumberQualityWebhook(input: NumberQualityInput): Record<string, unknown> {
  const currentLimit = input.currentLimit ?? 'TIER_1K';
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: input.wabaId ?? DEFAULT_WABA_ID,
        time: input.time ?? Math.floor(Date.now() / 1000),
        changes: [
          {
            field: 'phone_number_quality_update',
            value: {
              display_phone_number: input.displayPhoneNumber ?? DEFAULT_DISPLAY_NUMBER,
              event: input.event,
              ...(input.oldLimit ? { old_limit: input.oldLimit } : {}),
              current_limit: currentLimit,
              max_daily_conversations_per_business: currentLimit,
            },
          },
        ],
      },
    ],
  };
}
