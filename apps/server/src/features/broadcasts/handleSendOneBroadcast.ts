import { broadcastMessages as m } from '@griot/contract/broadcasts/broadcastMessages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { checkParameters } from '../../channels/meta/templateComponents';
import { findBroadcastModel } from './findBroadcastModel';
import { findWhatsAppRecipient } from './findWhatsAppRecipient';
import { requireWhatsAppChatbot } from './requireWhatsAppChatbot';
import { sendOneTemplate } from './sendOneTemplate';

/** POST /strong/send/chatbot/broadcast: the broadcast panel's per-user send, paced like a campaign. */
export const handleSendOneBroadcast = workspaceProcedures.broadcasts.sendOne.handler(
  async ({ input, context }) => {
    const chatbotId = input.idbot;
    const chatbot = await requireWhatsAppChatbot(context, chatbotId);
    const model = await findBroadcastModel(context, chatbot, input);
    const refusal = checkParameters(model, input.parameters);
    if (refusal) throw apiError(400, refusal, { field: 'parameters' });
    const digits = input.phone.replace(/\D/g, '');
    const endUser = await findWhatsAppRecipient(context.db, chatbot.id, digits);
    if (!endUser || digits === '') throw apiError(404, m.endUserUnknown);
    if (endUser.opted_out) throw apiError(409, m.endUserOptedOut);
    // Meta takes free-form text only within 24 h of the end-user's last message.
    if (model.source === 'local' && !endUser.in_window) throw apiError(422, m.local.outsideWindow);
    return sendOneTemplate(context, chatbot, model, input.parameters, endUser.id, digits);
  },
);
