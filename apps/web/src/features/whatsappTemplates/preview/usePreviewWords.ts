import { useTexts } from '../../../lib/i18n/useTexts';
import type { AuthenticationWords } from '../builder/templateDraft';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';

/** The words Meta writes itself in an authentication template, for the preview, in the reader's language. */
export function usePreviewWords(): AuthenticationWords {
  const t = useTexts(whatsappTemplatesTexts);
  return {
    body: (code) => t.preview.authBody({ code }),
    security: t.preview.authSecurity,
    expiry: (minutes) => t.preview.authExpiry({ minutes }),
    copyCode: t.builder.copyCode,
  };
}

/** The time under the bubble: now, as the reader's phone writes it. */
export function previewTime(locale: string): string {
  return new Date().toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
