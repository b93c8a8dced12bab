import { type AgentMessageDraft, elementDraft } from '../../domain/conversations/storeAgentMessages';
import type { StoredAttachment } from './inboxAttachments';

/**
 * What a reply sends, in order: the file, then the text. Flow elements carry no caption, and a
 * caption would not reach every channel (Messenger and WhatsApp's audio take none, the web chat
 * shows none), so the text always follows as a message of its own, right after the file.
 */
export function replyDrafts(reply: {
  text?: string | undefined;
  attachment?: StoredAttachment | undefined;
}): AgentMessageDraft[] {
  const drafts: AgentMessageDraft[] = [];
  if (reply.attachment)
    drafts.push(elementDraft({ type: reply.attachment.kind, link: reply.attachment.path }));
  if (reply.text) drafts.push(elementDraft({ type: 'text', message: reply.text, preview_url: false }));
  return drafts;
}
