import { AGENT_REDIRECTION } from '@griot/contract/knowledge/knowledgeConstants';
import { type AssistantReply, assistantReplySchema } from '@griot/contract/knowledge/knowledgeSchemas';

export type ParsedReply =
  | { ok: true; reply: AssistantReply }
  | { ok: false; reason: 'empty' | 'not_json' | 'schema' | 'unknown_block' };

/**
 * Checks a model's answer against the rules the system prompt imposes, strictly: one JSON object
 * and nothing else; text, text_button (1 to 3 buttons, titles ≤ 20) or redirection, no other
 * field; every button and redirection names one of `targets` (the chatbot's non-welcome blocks),
 * or 'agent' for a redirection. Anything else is refused with the broken rule.
 */
export function parseAssistantReply(content: string, targets: ReadonlySet<string>): ParsedReply {
  const text = content.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not_json' };
  }
  const parsed = assistantReplySchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'schema' };
  const reply = parsed.data;
  if (reply.responseType === 'redirection') {
    if (reply.redirection_block !== AGENT_REDIRECTION && !targets.has(reply.redirection_block))
      return { ok: false, reason: 'unknown_block' };
  }
  if (reply.responseType === 'text_button') {
    if (reply.buttons.some((button) => !targets.has(button.id)))
      return { ok: false, reason: 'unknown_block' };
    if (new Set(reply.buttons.map((button) => button.id)).size !== reply.buttons.length)
      return { ok: false, reason: 'schema' };
  }
  return { ok: true, reply };
}
