import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { graphErrorText } from './graphErrorReasons';
import { metaTexts } from './metaTexts';

/**
 * Graph errors that every remaining send of a campaign would get as well: the business token or
 * its permissions, the account (locked, blocked, unpaid), the number's registration, the template
 * (gone, paused, disabled, or no longer taking these variables). Rather than marking each
 * remaining customer as an error, the campaign pauses with the reason; once it is fixed,
 * 'Reprendre' goes on from there and nobody is sent twice.
 */
const CAMPAIGN_WIDE_CODES: ReadonlySet<number> = new Set([
  10, 190, 200, 368, 131005, 131031, 131042, 131045, 132000, 132001, 132015, 132016, 133010,
  // Spam rate limit: Meta restricts how many messages the number may send; going on would only
  // lower its quality further (issue 24, the number's protection).
  131048,
]);

const STORED_GRAPH_CODE = /^graph:(\d+)$/;

/**
 * The reason the campaign pauses for, as the campaign stores it ('graph:190': a code, put into
 * words in the language of whoever reads it, campaignHaltText), or undefined when the error is
 * this recipient's own.
 */
export function campaignHaltReason(code: number): string | undefined {
  if (!CAMPAIGN_WIDE_CODES.has(code)) return undefined;
  return `graph:${code}`;
}

/** A stored campaignHaltReason in words, in the language being spoken; undefined for any other text. */
export function campaignHaltText(stored: string): string | undefined {
  const code = STORED_GRAPH_CODE.exec(stored)?.[1];
  if (code === undefined) return undefined;
  return graphErrorText(Number(code)) ?? metaTexts.withCode({ reason: m.refusedByMeta, code });
}
