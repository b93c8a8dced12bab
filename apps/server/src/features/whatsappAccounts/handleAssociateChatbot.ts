import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { workspaceProcedures } from '../../api/procedures';
import { changeChatbotLink } from './changeChatbotLink';
import { associateChatbot } from './linkChatbot';

/** POST /strong/setup/association/chatbot: the chatbot answers on the account's number. */
export const handleAssociateChatbot = workspaceProcedures.whatsappAccounts.associate.handler(
  ({ input, context }) =>
    changeChatbotLink(context, { accountId: input.idwhatsapp, chatbotId: input.idbot }, associateChatbot, {
      message: m.associationDone,
      action: 'associated',
    }),
);
