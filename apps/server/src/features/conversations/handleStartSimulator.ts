import { messages as texts } from '@griot/contract/messages';
import { workspaceProcedures } from '../../api/procedures';
import { newVisitorId, webChatToken } from '../../channels/web/webChatTokens';
import { requireOwnedChatbot } from '../../domain/chatbots/requireOwnedChatbot';
import { currentServerLanguage } from '../../lib/requestLanguage';

/** POST /strong/chat/{chatbotId}/simulator: a fresh test conversation for the playground's 'Tester' panel. */
export const handleStartSimulator = workspaceProcedures.conversations.startSimulator.handler(
  async ({ input, context }) => {
    await requireOwnedChatbot(context.db, context.workspace.id, input.chatbotId);
    const visitorId = newVisitorId('test');
    await context.runtime.receive([
      {
        chatbotId: input.chatbotId,
        channel: 'web',
        sender: visitorId,
        // The tester is greeted by name, as customers are: the owner's own, marked as a test.
        // In the tester's language, as a customer's widget speaks theirs (unless the chatbot fixes one).
        event: {
          kind: 'start',
          profile: { name: testerName(context.session.user), language: currentServerLanguage() },
        },
      },
    ]);
    return {
      success: true as const,
      session: {
        visitor_id: visitorId,
        token: webChatToken(context.config.secretKey, input.chatbotId, visitorId),
      },
    };
  },
);

/** 'Mariama Ba (test)': the simulator's end-user, named after the owner trying the flow. */
function testerName(user: { firstname: string; lastname: string }): string {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name ? texts.conversations.testName({ name }) : texts.conversations.testConversationName;
}
