import { AGENT_REDIRECTION } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { AssistantReply } from '@griot/contract/knowledge/knowledgeSchemas';
import { knowledgeTexts } from './knowledgeTexts';

/** The test console's response: what the end-user would get (a safe text when nothing usable came). */
export function toTestResponse(reply: AssistantReply | null, targets: ReadonlyMap<string, string>) {
  if (!reply)
    return { responseType: 'text' as const, type: 'text', message: m.safeFallback, redirection_block: null };
  switch (reply.responseType) {
    case 'text':
      return { responseType: 'text' as const, type: 'text', message: reply.message, redirection_block: null };
    case 'text_button':
      return {
        responseType: 'text_button' as const,
        type: 'text_button',
        message: reply.message,
        buttons: reply.buttons,
        redirection_block: null,
      };
    case 'redirection':
      return {
        responseType: 'redirection' as const,
        type: 'redirection',
        redirection_block: reply.redirection_block,
        ...(reply.redirection_block === AGENT_REDIRECTION
          ? { message: m.agentHandover, redirection_name: knowledgeTexts.humanAgent }
          : { redirection_name: targets.get(reply.redirection_block) ?? reply.redirection_block }),
      };
  }
}
