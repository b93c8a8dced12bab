import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import type { BroadcastParameter } from '@griot/db/schema/broadcasts';
import { sql } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { AppContext } from '../../api/appContext';
import { classifySendResponse } from '../../channels/meta/classifySendResponse';
import { createGraphClient } from '../../channels/meta/graphClient';
import type { ChatbotRow } from '../../domain/chatbots/requireOwnedChatbot';
import { broadcastPayload } from './broadcastPayload';
import { reserveSlots } from './broadcastQueries';

/**
 * The broadcast panel's one-user send: one template (or local model, as text) to one end-user now, taking
 * its slot on the number's shared pacing row like campaign sends. Answers in the shape the panel reads:
 * success when data.data.messages[0].message_status is 'accepted'.
 */
export async function sendOneTemplate(
  context: AppContext,
  chatbot: ChatbotRow,
  model: BroadcastModel,
  parameters: BroadcastParameter[],
  endUserId: string,
  to: string,
) {
  const runtime = await context.runtime.chatbots.get(chatbot.id);
  if (!runtime?.accessToken) throw apiError(422, m.notConfigured);
  const values = await context.db.execute<{ values: Record<string, string> }>(sql`
    SELECT jsonb_build_object(
        'first_name', split_part(btrim(eu.full_name), ' ', 1),
        'last_name', btrim(substr(btrim(eu.full_name), length(split_part(btrim(eu.full_name), ' ', 1)) + 1)),
        'full_name', btrim(eu.full_name), 'phone_number', eu.phone, 'reply_phone', eu.external_id, 'email', eu.email
      ) || coalesce((SELECT jsonb_object_agg(v.name, v.value_text) FROM end_user_variables v WHERE v.end_user_id = eu.id), '{}'::jsonb) AS values
    FROM end_users eu WHERE eu.id = ${endUserId}`);
  const rate = context.config.runtime.broadcastRatePerSecond;
  const [delay = 0] = await reserveSlots(context.db, chatbot.phoneNumberId, 1, 1000 / rate);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delay, 10_000)));
  const response = await createGraphClient(context.config.runtime).post(
    `${encodeURIComponent(chatbot.phoneNumberId)}/messages`,
    broadcastPayload(model, parameters, values.rows[0]?.values ?? {}, to),
    { token: runtime.accessToken },
  );
  const result = classifySendResponse(response, { platform: 'whatsapp' });
  if (result.kind !== 'sent' && result.kind !== 'held') {
    const { error } = result;
    throw apiError(502, m.sendFailed({ detail: error.message || error.title || m.unknownError }), {
      code: error.code,
    });
  }
  // Meta gives a status with template sends only; a text's 200 means accepted (as the worker reads it).
  const status = result.messageStatus ?? (model.source === 'local' ? 'accepted' : undefined);
  const accepted = status === 'accepted';
  return {
    success: accepted,
    message: accepted ? m.sent : status === undefined ? m.messageStatusMissing : m.messageStatus({ status }),
    data: {
      data: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: result.waId ?? to }],
        messages: [{ id: result.messageId, ...(status ? { message_status: status } : {}) }],
      },
    },
  };
}
