import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { graphErrorReason } from './graphErrorReasons';

/**
 * Graph errors that every remaining send of a campaign would get as well: the business token or
 * its permissions, the account (locked, blocked, unpaid), the number's registration, the template
 * (gone, paused, disabled, or no longer taking these variables). Rather than marking each
 * remaining customer as an error, the campaign pauses with the reason; once it is fixed,
 * 'Reprendre' goes on from there and nobody is sent twice.
 */
const CAMPAIGN_WIDE_CODES: ReadonlySet<number> = new Set([
  10, 190, 200, 368, 131005, 131031, 131042, 131045, 132000, 132001, 132015, 132016, 133010,
]);

/** The French reason the campaign pauses for, or undefined when the error is this recipient's own. */
export function campaignHaltReason(code: number): string | undefined {
  if (!CAMPAIGN_WIDE_CODES.has(code)) return undefined;
  return `${graphErrorReason(code) ?? m.refusedByMeta} (code ${code})`;
}
