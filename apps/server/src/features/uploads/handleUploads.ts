import { messages } from '@griot/contract/messages';
import { authedProcedures } from '../../api/procedures';
import { MEDIA_RULES, storeMediaUpload } from './storeMediaUpload';

/** POST /strong/upload/image/block (field imagefromplayground) */
export const handleUploadImage = authedProcedures.uploads.image.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeMediaUpload(context.files, input.imagefromplayground, MEDIA_RULES.image),
  message: messages.uploads.uploaded,
}));

/** POST /strong/upload/document/block (field docfromplayground) */
export const handleUploadDocument = authedProcedures.uploads.document.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeMediaUpload(context.files, input.docfromplayground, MEDIA_RULES.document),
  message: messages.uploads.uploaded,
}));

/** POST /strong/upload/audio/block (field audiofromplayground) */
export const handleUploadAudio = authedProcedures.uploads.audio.handler(async ({ input, context }) => ({
  success: true,
  filePath: await storeMediaUpload(context.files, input.audiofromplayground, MEDIA_RULES.audio),
  message: messages.uploads.uploaded,
}));
