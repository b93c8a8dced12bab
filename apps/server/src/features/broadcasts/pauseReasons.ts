import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { campaignHaltText } from '../../channels/meta/campaignHalt';
import { protectionPauseText } from './protection/protectionPauses';

/** Stored as a campaign's pause reason when its number lost its token: no send can go out. */
export const NOT_CONFIGURED_PAUSE = 'not-configured';

/**
 * Why a campaign is paused, in the language of the screen reading it: the campaign stores a code
 * (NOT_CONFIGURED_PAUSE, a Graph code from campaignHaltReason, the
 * number's protection's codes); a campaign paused before the
 * codes holds its French text, shown as it is.
 */
export function pauseReasonText(stored: string | null): string | null {
  if (stored === null) return null;
  if (stored === NOT_CONFIGURED_PAUSE) return m.notConfigured;
  return protectionPauseText(stored) ?? campaignHaltText(stored) ?? stored;
}
