import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { localDecimal } from '@griot/contract/localNumbers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../components/chat/failureText';
import { type AttachmentKind, attachmentKindOf, attachmentLimitMb, fitsAttachmentLimit } from './attachments';
import { inboxConversationTexts } from './inboxConversationTexts';
import { type UploadedAttachment, uploadAttachment } from './uploadAttachment';

export interface PendingAttachment {
  name: string;
  kind: AttachmentKind;
  /** An object URL for an image's thumbnail. */
  preview: string | null;
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  uploaded: UploadedAttachment | null;
  error: string | null;
}

/**
 * The file a reply carries: checked (kind and size), uploaded at once with its progress, removable
 * (which stops the upload). A refused file never starts; its reason is returned to show.
 */
export function useAttachment() {
  const [attachment, setAttachment] = useState<PendingAttachment | null>(null);
  const upload = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);
  useEffect(() => release, [release]);

  const clear = useCallback(() => {
    release();
    setAttachment(null);
  }, [release]);

  /** Starts uploading a picked file; answers the reason when it is refused before any upload. */
  const pick = useCallback(
    (file: File): string | null => {
      const t = inboxConversationTexts.composer;
      const kind = attachmentKindOf(file);
      if (!kind) return inboxMessages.attachmentInvalid;
      if (!fitsAttachmentLimit(kind, file.size))
        return t.fileTooLarge({
          size: localDecimal(file.size / (1024 * 1024), 1),
          limit: attachmentLimitMb(kind),
        });
      release();
      const controller = new AbortController();
      upload.current = controller;
      const thumbnail = kind === 'image' && URL.createObjectURL ? URL.createObjectURL(file) : null;
      preview.current = thumbnail;
      const base = { name: file.name, kind, preview: thumbnail, uploaded: null, error: null };
      setAttachment({ ...base, progress: 0, status: 'uploading' });
      const update = (change: Partial<PendingAttachment>) =>
        setAttachment((current) =>
          upload.current === controller && current ? { ...current, ...change } : current,
        );
      uploadAttachment(file, (progress) => update({ progress }), controller.signal).then(
        (uploaded) => update({ status: 'ready', progress: 100, uploaded }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          update({ status: 'failed', error: failureText(error, t.uploadFailed) });
        },
      );
      return null;
    },
    [release],
  );

  return { attachment, pick, clear };
}
