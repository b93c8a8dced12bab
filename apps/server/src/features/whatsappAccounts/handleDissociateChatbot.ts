import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { changeChatbotLink } from './changeChatbotLink';
import { dissociateChatbot } from './linkChatbot';

/** POST /strong/setup/dissociation/chatbot: the chatbot stops answering on the number. */
export const handleDissociateChatbot = workspaceProcedures.whatsappAccounts.dissociate.handler(
  ({ input, context }) =>
    changeChatbotLink(context, { accountId: input.idwhatsapp, chatbotId: input.idbot }, dissociateChatbot, {
      message: m.dissociationDone,
      action: 'dissociated',
    }),
);
