import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { authedProcedures } from '../../api/procedures';
import { changeChatbotLink } from './changeChatbotLink';
import { dissociateChatbot } from './linkChatbot';

/** POST /strong/setup/dissociation/chatbot: the chatbot stops answering on the number. */
export const handleDissociateChatbot = authedProcedures.whatsappAccounts.dissociate.handler(
  ({ input, context }) =>
    changeChatbotLink(
      context,
      { accountId: input.idwhatsapp, chatbotId: input.idbot },
      dissociateChatbot,
      m.dissociationDone,
    ),
);
