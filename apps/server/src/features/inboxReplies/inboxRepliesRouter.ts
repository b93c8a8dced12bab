import { handleReply } from './handleReply';
import { handleSendTemplate } from './handleSendTemplate';
import { handleTemplates } from './handleTemplates';
import { handleUpload } from './handleUpload';

/** The inbox calls that write to the customer: replies, their files, WhatsApp templates. */
export const inboxRepliesRouter = {
  reply: handleReply,
  upload: handleUpload,
  templates: handleTemplates,
  sendTemplate: handleSendTemplate,
};
