import { WHATSAPP_LIMITS } from '@griot/contract/flows/whatsAppLimits';
import { type AgentMessageDraft, elementDraft } from '../../domain/conversations/storeAgentMessages';
import type { StoredAttachment } from './inboxAttachments';

/**
 * What a reply sends, in order. A text with a file is its caption — shown under it where the
 * channel allows, sent right after it elsewhere (each channel's renderer decides) — unless it is
 * longer than a caption may be: then the text follows as a message of its own.
 */
export function replyDrafts(reply: {
  text?: string | undefined;
  attachment?: StoredAttachment | undefined;
}): AgentMessageDraft[] {
  const { text, attachment } = reply;
  if (!attachment) return text ? [elementDraft({ type: 'text', message: text, preview_url: false })] : [];
  // Stored as the flow editor stores its media: a path of ours, which the web chat and the
  // back-office load from the server, and the send lanes make absolute for the platforms.
  const file = { type: attachment.kind, link: `/api/public/${attachment.path}` } as const;
  if (!text) return [elementDraft(file)];
  if (text.length <= WHATSAPP_LIMITS.caption) return [elementDraft({ ...file, caption: text })];
  return [elementDraft(file), elementDraft({ type: 'text', message: text, preview_url: false })];
}
