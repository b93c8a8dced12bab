import type { TemplateLanguage } from '@griot/contract/whatsappTemplates/templateLanguages';
import { useMutation } from '@tanstack/react-query';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { draftContent, type TemplateDraft } from './templateDraft';

/** The server's refusal: its French text, and the field it names when it names one. */
export interface SubmitFailure {
  message: string | null;
  field: string | null;
}

export function readSubmitFailure(error: unknown): SubmitFailure {
  const failure = classifyApiError(error);
  if (failure.kind !== 'response') return { message: null, field: null };
  const message = failure.body.message || failure.body.error || failure.message || null;
  return { message, field: typeof failure.body.field === 'string' ? failure.body.field : null };
}

/** 'Soumettre à Meta': a new template, or the changes of one (its name and language never change). */
export function useSubmitTemplate(accountId: string, templateId: string | null) {
  return useMutation({
    mutationFn: (draft: TemplateDraft) =>
      templateId
        ? orpc.whatsappTemplates.update.call({ id: accountId, templateId, ...draftContent(draft) })
        : orpc.whatsappTemplates.create.call({
            id: accountId,
            name: draft.name,
            language: draft.language as TemplateLanguage,
            ...draftContent(draft),
          }),
  });
}
