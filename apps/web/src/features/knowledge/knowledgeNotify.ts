import { KNOWLEDGE_LIMITS } from '@griot/contract/knowledge/knowledgeConstants';
import { notifications } from '@mantine/notifications';

/** The knowledge screen's notification types: they last 5 s. */
export type KnowledgeNotice = 'success' | 'error' | 'warning' | 'info' | 'copy';

const COLORS: Record<KnowledgeNotice, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  copy: 'teal',
};

export function notifyKnowledge(type: KnowledgeNotice, message: string): void {
  notifications.show({ color: COLORS[type], message, autoClose: KNOWLEDGE_LIMITS.notificationMs });
}
