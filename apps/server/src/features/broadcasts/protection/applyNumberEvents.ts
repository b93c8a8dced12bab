import { isRecord, readArray, readRecord, readString } from '@griot/channels/isRecord';
import type { WhatsAppAccountEvent } from '@griot/channels/whatsapp/parseWhatsAppAccountEvents';
import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { firstSeen } from './numberEventKey';
import { PROTECTION_PAUSES, pauseRunningCampaigns } from './protectionPauses';

const QUALITIES = new Set(['GREEN', 'YELLOW', 'RED']);
/** Meta's template review events after which no send of it goes out. */
const TEMPLATE_STOPPED = new Set(['PAUSED', 'DISABLED']);
/** account_update events that restrict what the business may send. */
const ACCOUNT_RESTRICTING = new Set(['ACCOUNT_RESTRICTION', 'ACCOUNT_VIOLATION', 'DISABLED_UPDATE']);

/**
 * The number's standing as Meta's webhook reports it (phone_number_quality_update, account_update,
 * a template's quality dropping): kept on the WhatsApp account, and the campaigns it endangers
 * paused with their reason. Each event in its own transaction, applied once (firstSeen): a
 * retried webhook changes nothing more, even if the user resumed the campaign meanwhile.
 */
export async function applyNumberEvents(
  db: Database,
  chatbotId: string,
  events: readonly WhatsAppAccountEvent[],
): Promise<void> {
  for (const event of events) {
    if (event.field === 'template_category_update') continue;
    await db.transaction(async (tx) => {
      if (!(await firstSeen(tx, chatbotId, event))) return;
      if (event.field === 'phone_number_quality_update') await applyQualityUpdate(tx, chatbotId, event);
      else if (event.field === 'account_update') await applyAccountUpdate(tx, chatbotId, event);
      else await applyTemplateDrop(tx, chatbotId, event);
    });
  }
}

/**
 * phone_number_quality_update: `{ display_phone_number, event: FLAGGED | UNFLAGGED | DOWNGRADE |
 * UPGRADE | …, current_limit (or max_daily_conversations_per_business): TIER_1K… }`. FLAGGED is
 * Meta's "quality is low" (red); UNFLAGGED says it is no longer low, not how high: medium
 * (yellow) until Meta says more. A drop (FLAGGED, DOWNGRADE, a quality turned red) pauses every
 * running campaign of the number.
 */
async function applyQualityUpdate(
  db: Database,
  chatbotId: string,
  event: WhatsAppAccountEvent,
): Promise<void> {
  const value = event.value;
  const account = await numberOf(db, chatbotId, event.wabaId, readString(value, 'display_phone_number'));
  if (!account) return;
  const kind = (readString(value, 'event') ?? '').toUpperCase();
  const stated = (
    readString(value, 'quality_rating') ??
    readString(value, 'new_quality_score') ??
    ''
  ).toUpperCase();
  const quality = QUALITIES.has(stated)
    ? stated
    : kind === 'FLAGGED'
      ? 'RED'
      : kind === 'UNFLAGGED'
        ? 'YELLOW'
        : account.quality_rating;
  const limit =
    readString(value, 'current_limit') ?? readString(value, 'max_daily_conversations_per_business');
  const tier = limit?.startsWith('TIER_') ? limit : account.messaging_limit_tier;
  if (account.id)
    await db.execute(sql`
      UPDATE whatsapp_accounts SET quality_rating = ${quality}, messaging_limit_tier = ${tier}
      WHERE id = ${account.id}`);
  const reason =
    kind === 'FLAGGED'
      ? PROTECTION_PAUSES.flagged
      : kind === 'DOWNGRADE'
        ? PROTECTION_PAUSES.downgrade(tier)
        : quality === 'RED' && account.quality_rating !== 'RED'
          ? PROTECTION_PAUSES.qualityRed
          : undefined;
  if (reason && account.phone_number_id)
    await pauseRunningCampaigns(db, sql`b.phone_number_id = ${account.phone_number_id}`, reason);
}

/**
 * A template whose quality turned red (message_template_quality_update: new_quality_score) or that
 * Meta paused or disabled (message_template_status_update: event): the chatbot's running
 * campaigns sending it pause (a local model of the same title is not Meta's template).
 */
async function applyTemplateDrop(
  db: Database,
  chatbotId: string,
  event: WhatsAppAccountEvent,
): Promise<void> {
  const value = event.value;
  const dropped =
    event.field === 'message_template_quality_update'
      ? (readString(value, 'new_quality_score') ?? '').toUpperCase() === 'RED'
      : event.field === 'message_template_status_update' &&
        TEMPLATE_STOPPED.has((readString(value, 'event') ?? '').toUpperCase());
  const name = readString(value, 'message_template_name');
  if (!dropped || !name) return;
  const language = readString(value, 'message_template_language');
  await pauseRunningCampaigns(
    db,
    sql`b.chatbot_id = ${chatbotId} AND b.template_name = ${name}
      ${language ? sql`AND b.template_language = ${language}` : sql``}
      AND coalesce(b.model->>'source', 'whatsapp') <> 'local'`,
    PROTECTION_PAUSES.templateQuality(name),
  );
}

/**
 * account_update: `{ phone_number, event: ACCOUNT_RESTRICTION | ACCOUNT_VIOLATION | DISABLED_UPDATE
 * | …, restriction_info: [{ restriction_type, expiration }], ban_info: { waba_ban_state } }`. A
 * restriction, a violation or a ban (not a reinstatement) pauses the campaigns of the WABA's numbers.
 */
async function applyAccountUpdate(
  db: Database,
  chatbotId: string,
  event: WhatsAppAccountEvent,
): Promise<void> {
  const value = event.value;
  const kind = (readString(value, 'event') ?? '').toUpperCase();
  const banState = (readString(readRecord(value, 'ban_info') ?? {}, 'waba_ban_state') ?? '').toUpperCase();
  const restricted =
    (ACCOUNT_RESTRICTING.has(kind) && banState !== 'REINSTATE') ||
    readArray(value, 'restriction_info').some(isRecord);
  if (!restricted) return;
  await pauseRunningCampaigns(
    db,
    sql`b.phone_number_id IN (SELECT phone_number_id FROM whatsapp_accounts
      WHERE chatbot_id = ${chatbotId} AND waba_id = ${event.wabaId} AND phone_number_id <> '')`,
    PROTECTION_PAUSES.accountRestricted,
  );
}

/**
 * The number the event is about: the chatbot's WhatsApp account of this WABA, or, for a chatbot configured by hand without one, its own number of that WABA (its
 * quality is then not kept, its campaigns still pause). Not when the event names another number
 * of the WABA (display numbers compared as digits).
 */
async function numberOf(db: Database, chatbotId: string, wabaId: string, displayNumber: string | undefined) {
  const result = await db.execute<{
    id: string | null;
    phone_number_id: string;
    display_phone_number: string;
    quality_rating: string;
    messaging_limit_tier: string;
  }>(sql`
    SELECT wa.id, coalesce(nullif(wa.phone_number_id, ''), c.phone_number_id) AS phone_number_id,
      coalesce(nullif(wa.display_phone_number, ''), c.display_phone_number) AS display_phone_number,
      coalesce(wa.quality_rating, 'UNKNOWN') AS quality_rating,
      coalesce(wa.messaging_limit_tier, 'TIER_250') AS messaging_limit_tier
    FROM chatbots c LEFT JOIN whatsapp_accounts wa ON wa.chatbot_id = c.id AND wa.waba_id = ${wabaId}
    WHERE c.id = ${chatbotId} AND (wa.id IS NOT NULL OR c.waba_id = ${wabaId})`);
  const account = result.rows[0];
  if (!account) return undefined;
  const digits = (text: string) => text.replace(/\D/g, '');
  if (
    displayNumber &&
    account.display_phone_number &&
    digits(displayNumber) !== digits(account.display_phone_number)
  )
    return undefined;
  return account;
}
