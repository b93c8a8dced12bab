import type { AttachmentKind } from '@griot/contract/inbox/inboxSchemas';

export type { AttachmentKind };

const MB = 1024 * 1024;

/**
 * What the reply's upload takes, as the server checks it on the bytes (features/inboxReplies):
 * what every channel can send. Checked here first so a refused file never starts uploading.
 */
const RULES: Record<AttachmentKind, { extensions: string[]; maxBytes: number }> = {
  image: { extensions: ['png', 'jpg', 'jpeg'], maxBytes: 5 * MB },
  document: {
    extensions: ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'txt'],
    maxBytes: 16 * MB,
  },
  audio: { extensions: ['mp3', 'ogg', 'opus', 'aac', 'm4a', 'amr', 'wav'], maxBytes: 16 * MB },
};

/** What the file picker offers. */
export const ATTACHMENT_ACCEPT = Object.values(RULES)
  .flatMap((rule) => rule.extensions.map((extension) => `.${extension}`))
  .concat(['image/png', 'image/jpeg', 'application/pdf', 'audio/*'])
  .join(',');

/** The kind a file is sent as, from its extension; null when no channel could send it. */
export function attachmentKindOf(file: { name: string }): AttachmentKind | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const kinds = Object.keys(RULES) as AttachmentKind[];
  return kinds.find((kind) => RULES[kind].extensions.includes(extension)) ?? null;
}

/** The largest file of a kind, in MB. */
export function attachmentLimitMb(kind: AttachmentKind): number {
  return RULES[kind].maxBytes / MB;
}

/** Whether the file is within its kind's size. */
export function fitsAttachmentLimit(kind: AttachmentKind, bytes: number): boolean {
  return bytes <= RULES[kind].maxBytes;
}
