import { oc } from '@orpc/contract';
import { z } from 'zod';

const tags = ['Médias'];
const uploaded = z.object({ success: z.literal(true), filePath: z.string(), message: z.string() });
/** Sizes are checked on the server after reading the bytes; the multipart limit caps the rest. */
const file = z.file();

/** The editor's uploads (image, document, audio, video): the stored link is the file host plus filePath. */
export const uploadsContract = {
  image: oc
    .route({
      method: 'POST',
      path: '/strong/upload/image/block',
      tags,
      summary: 'Image (PNG, JPG, JPEG ; 5 Mo)',
    })
    .input(z.object({ imagefromplayground: file }))
    .output(uploaded),
  document: oc
    .route({ method: 'POST', path: '/strong/upload/document/block', tags, summary: 'Document (PDF ; 15 Mo)' })
    .input(z.object({ docfromplayground: file }))
    .output(uploaded),
  audio: oc
    .route({
      method: 'POST',
      path: '/strong/upload/audio/block',
      tags,
      summary: 'Audio (MP3, WAV, OGG ; 10 Mo)',
    })
    .input(z.object({ audiofromplayground: file }))
    .output(uploaded),
  /** Griot's own: a message template's header example (Meta reviews it), not a flow element. */
  video: oc
    .route({ method: 'POST', path: '/strong/upload/video/block', tags, summary: 'Vidéo (MP4 ; 16 Mo)' })
    .input(z.object({ videofromplayground: file }))
    .output(uploaded),
};
