import { workspaceProcedures } from '../../api/procedures';
import { storeAttachment } from './inboxAttachments';

/** POST /inbox/upload (multipart `file`): a file to attach to a reply, checked by its content. */
export const handleUpload = workspaceProcedures.inbox.upload.handler(async ({ input, context }) => ({
  success: true as const,
  ...(await storeAttachment(context, context.workspace.id, input.file)),
}));
