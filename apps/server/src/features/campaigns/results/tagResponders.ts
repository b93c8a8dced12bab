import { campaignResultsMessages as m } from '@griot/contract/campaigns/results/campaignResultsMessages';
import type {
  ResponderKind,
  RespondersOutput,
} from '@griot/contract/campaigns/results/campaignResultsSchemas';
import type { Database } from '@griot/db/openDatabase';
import { type SQL, sql } from 'drizzle-orm';
import { apiError } from '../../../api/apiError';
import { requireWorkspaceCampaign, type WorkspaceCampaign } from './workspaceCampaign';

/** end_user_tags.tag's limit (0045). */
const TAG_MAX = 60;
/** A button press counts for the campaign when it comes this long after the send at most. */
const CLICK_HOURS = 24;

/**
 * Which recipients (`r`) are responders of each kind: wrote back within 24 h (replied_at, set by
 * the analytics rollup), pressed a button (an inbound button event after their send: a template's
 * quick reply arrives as one), or read the message.
 */
const RESPONDED: Record<ResponderKind, SQL> = {
  replied: sql`r.replied_at IS NOT NULL`,
  read: sql`(r.read_at IS NOT NULL OR r.status = 'read')`,
  clicked: sql`r.sent_at IS NOT NULL AND EXISTS (
    SELECT 1 FROM messages msg
    WHERE msg.end_user_id = r.end_user_id AND msg.direction = 'in'
      AND msg.content->'event'->>'type' = 'button'
      AND msg.created_at >= r.sent_at AND msg.created_at < r.sent_at + make_interval(hours => ${CLICK_HOURS}))`,
};

/**
 * POST /broadcasts/{id}/responders-segment: tags the campaign's responders of one kind (« Répondu
 * · promo_tabaski · 27/11/2026 ») in one statement, and returns the tag with the segment's
 * condition row that selects them (the 'tag' pseudo-variable of segment conditions). Nobody of
 * that kind yet: a French 400, no tag created. Tagging again adds the newcomers only.
 */
export async function tagResponders(
  db: Database,
  workspaceId: string,
  campaignId: string,
  who: ResponderKind,
): Promise<RespondersOutput> {
  const campaign = await requireWorkspaceCampaign(db, workspaceId, campaignId);
  const tag = responderTag(who, campaign);
  const count = await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO end_user_tags (end_user_id, chatbot_id, tag)
      SELECT r.end_user_id, ${campaign.chatbotId}, ${tag}
      FROM broadcast_recipients r
      WHERE r.broadcast_id = ${campaign.id} AND ${RESPONDED[who]}
      ON CONFLICT (end_user_id, tag) DO NOTHING`);
    const { rows } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM end_user_tags WHERE chatbot_id = ${campaign.chatbotId} AND tag = ${tag}`,
    );
    return rows[0]?.n ?? 0;
  });
  if (count === 0) throw apiError(400, m.responders.none);
  return {
    success: true,
    tag,
    count,
    chatbotId: campaign.chatbotId,
    conditions: [{ idvariable: 'tag', comparison: '=', value: tag, operator: null }],
  };
}

/** The tag's text within TAG_MAX characters: the campaign's name is shortened, never the kind or the day. */
export function responderTag(who: ResponderKind, campaign: Pick<WorkspaceCampaign, 'name' | 'day'>): string {
  const [year, month, day] = campaign.day.split('-');
  const date = `${day}/${month}/${year}`;
  const words = m.responders.tag[who];
  const room = TAG_MAX - words({ name: '', day: date }).length;
  const name = campaign.name.trim();
  const shortened = name.length <= room ? name : `${name.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
  return words({ name: shortened, day: date });
}
