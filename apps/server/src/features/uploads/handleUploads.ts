import { messages } from '@griot/contract/messages';
import type { WorkspaceContext } from '../../api/appContext';
import { workspaceProcedures } from '../../api/procedures';
import { MEDIA_RULES, type MediaRule, storeMediaUpload } from '../../domain/uploads/storeMediaUpload';

/**
 * An editor upload belongs to the account, not to one chatbot (a flow's media may be reused,
 * cloned): it goes when the account does, used in a flow or not.
 */
function storeEditorMedia(context: WorkspaceContext, file: File, rule: MediaRule): Promise<string> {
  return storeMediaUpload(context, file, rule, { workspaceId: context.workspace.id, kind: 'media' });
}

/** POST /strong/upload/image/block (field imagefromplayground) */
export const handleUploadImage = workspaceProcedures.uploads.image.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeEditorMedia(context, input.imagefromplayground, MEDIA_RULES.image),
  message: messages.uploads.uploaded,
}));

/** POST /strong/upload/document/block (field docfromplayground) */
export const handleUploadDocument = workspaceProcedures.uploads.document.handler(
  async ({ input, context }) => ({
    success: true,
    filePath: await storeEditorMedia(context, input.docfromplayground, MEDIA_RULES.document),
    message: messages.uploads.uploaded,
  }),
);

/** POST /strong/upload/video/block (field videofromplayground): a template header's example. */
export const handleUploadVideo = workspaceProcedures.uploads.video.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeEditorMedia(context, input.videofromplayground, MEDIA_RULES.video),
  message: messages.uploads.uploaded,
}));

/** POST /strong/upload/audio/block (field audiofromplayground) */
export const handleUploadAudio = workspaceProcedures.uploads.audio.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeEditorMedia(context, input.audiofromplayground, MEDIA_RULES.audio),
  message: messages.uploads.uploaded,
}));
