import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

/**
 * What the composer reads: the workspace's WhatsApp chatbots, its campaign settings (time zone,
 * quiet hours), and for the chosen chatbot its models and variables.
 */
export function useComposerData(chatbotId: string | null) {
  const chatbots = useQuery(
    orpc.chatbots.list.queryOptions({
      select: (answer) => answer.chatbots.filter((chatbot) => chatbot.type === 'whatsapp'),
    }),
  );
  const settings = useQuery(orpc.campaignPlans.settings.queryOptions());
  const models = useQuery(
    orpc.broadcasts.models.queryOptions({ input: { id: chatbotId ?? '' }, enabled: chatbotId !== null }),
  );
  const variables = useQuery(
    orpc.variables.forEditor.queryOptions({
      input: { idchatbot: chatbotId ?? '' },
      enabled: chatbotId !== null,
    }),
  );
  // Before the settings answer, the browser's zone: the server checks the schedule again anyway.
  const timeZone = settings.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    chatbots,
    models,
    variables: (variables.data?.variables ?? []).map((variable) => ({
      id: variable.id,
      slug: variable.slug,
    })),
    timeZone,
    quietHours: settings.data?.settings.quietHours
      ? { from: settings.data.settings.quietHours.start, to: settings.data.settings.quietHours.end }
      : null,
  };
}
