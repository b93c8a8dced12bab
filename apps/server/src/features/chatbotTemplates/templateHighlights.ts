import type { ChatbotFile } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { outboundLinks } from '@griot/contract/flows/flowLinks';

/**
 * What a template shows off, in the order the card's badges read: the elements that decide and
 * wait first, then the way it talks (lists, answers, notifications), then GRIOT IA answering the
 * rest and the hand-over to a human agent ('griot_ia' and 'agent' are features, not element types).
 */
const NOTABLE = [
  'condition',
  'split',
  'wait_until',
  'list',
  'answer',
  'notification',
  'request',
  'location_request_message',
] as const;

export type TemplateHighlight = (typeof NOTABLE)[number] | 'griot_ia' | 'agent';

export function templateHighlights(file: ChatbotFile): TemplateHighlight[] {
  const used = new Set<string>();
  for (const block of file.blocks)
    for (const element of block.flow)
      if (
        typeof element === 'object' &&
        element !== null &&
        'type' in element &&
        typeof element.type === 'string'
      )
        used.add(element.type);
  const highlights: TemplateHighlight[] = NOTABLE.filter((type) => used.has(type));
  if (file.blocks.some((block) => block.category === 'default' && block.assistant_switch))
    highlights.push('griot_ia');
  if (
    file.blocks.some((block) => outboundLinks(block.flow).some((link) => link.target === AGENT_REDIRECTION))
  )
    highlights.push('agent');
  return highlights;
}
