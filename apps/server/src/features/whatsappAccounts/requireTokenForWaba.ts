import { isRecord } from '@griot/channels/isRecord';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { apiError } from '../../api/apiError';
import type { RuntimeConfig } from '../../lib/config';
import { callGraph } from './onboardingGraph';

/** The WhatsApp permissions a signup grants, each on the WABAs the business picked. */
const MANAGEMENT = 'whatsapp_business_management';
const MESSAGING = 'whatsapp_business_messaging';

/**
 * Refuses a signup whose WABA the exchanged token was not granted. The WABA and number ids come
 * from the browser: without this, a valid code of one's own signup could be sent with another
 * business's WABA id and the token (able to read it for another reason, e.g. a partner's
 * assets) would store that WABA as ours. Graph's `debug_token`, asked with the app's access token,
 * lists per permission the WABAs the business picked (`granular_scopes[].target_ids`): the WABA
 * must be among those of management, and of messaging when that permission names any.
 */
export async function requireTokenForWaba(
  runtime: RuntimeConfig,
  token: string,
  wabaId: string,
): Promise<void> {
  const answer = await callGraph(runtime, 'GET', 'debug_token', {
    query: { input_token: token, access_token: `${runtime.fbAppId ?? ''}|${runtime.fbAppSecret ?? ''}` },
  });
  if (answer.status === 0 || answer.status >= 500) throw apiError(502, m.graphUnreachable);
  const data = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data : undefined;
  if (answer.status !== 200 || !data || data.is_valid !== true) throw apiError(400, m.tokenNotForWaba);
  // Issued to another app: not a code of our signup.
  if (runtime.fbAppId && data.app_id !== runtime.fbAppId) throw apiError(400, m.tokenNotForWaba);
  const targets = grantedTargets(data.granular_scopes);
  const managed = targets.get(MANAGEMENT) ?? [];
  const messaged = targets.get(MESSAGING) ?? [];
  if (!managed.includes(wabaId) || (messaged.length > 0 && !messaged.includes(wabaId)))
    throw apiError(400, m.tokenNotForWaba);
}

/** `granular_scopes` as scope → target ids (a Map: the scope names are Graph's text). */
function grantedTargets(value: unknown): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  if (!Array.isArray(value)) return targets;
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry.scope !== 'string') continue;
    const ids = Array.isArray(entry.target_ids)
      ? entry.target_ids.filter((id): id is string => typeof id === 'string')
      : [];
    targets.set(entry.scope, [...(targets.get(entry.scope) ?? []), ...ids]);
  }
  return targets;
}
