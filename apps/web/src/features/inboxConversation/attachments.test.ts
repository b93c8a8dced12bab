import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentKindOf, attachmentLimitMb, fitsAttachmentLimit } from './attachments';

describe('reply attachments', () => {
  it('sends images, documents and audio the channels take, by extension', () => {
    expect(attachmentKindOf({ name: 'photo.JPG' })).toBe('image');
    expect(attachmentKindOf({ name: 'facture.pdf' })).toBe('document');
    expect(attachmentKindOf({ name: 'devis.docx' })).toBe('document');
    expect(attachmentKindOf({ name: 'tarifs.xls' })).toBe('document');
    expect(attachmentKindOf({ name: 'adresse.txt' })).toBe('document');
    expect(attachmentKindOf({ name: 'note vocale.ogg' })).toBe('audio');
    expect(attachmentKindOf({ name: 'film.mp4' })).toBeNull();
    expect(attachmentKindOf({ name: 'script.exe' })).toBeNull();
    expect(attachmentKindOf({ name: 'sans-extension' })).toBeNull();
    expect(ATTACHMENT_ACCEPT).toContain('.pdf');
  });

  it('limits images to 5 MB and the rest to 16 MB', () => {
    expect(attachmentLimitMb('image')).toBe(5);
    expect(fitsAttachmentLimit('image', 5 * 1024 * 1024)).toBe(true);
    expect(fitsAttachmentLimit('image', 5 * 1024 * 1024 + 1)).toBe(false);
    expect(fitsAttachmentLimit('audio', 12 * 1024 * 1024)).toBe(true);
    expect(attachmentLimitMb('document')).toBe(16);
  });
});
