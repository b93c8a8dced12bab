import { checkTemplate } from '@griot/contract/whatsappTemplates/checkTemplate';
import {
  templateContentSchema,
  templateLanguageSchema,
  templateNameSchema,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { draftContent, type TemplateDraft } from './templateDraft';

/** A field's error by its path as the contract writes it: 'name', 'body.text', 'buttons.0.url'… */
export type DraftErrors = Record<string, string>;

const contentSchema = templateContentSchema.superRefine(checkTemplate);

/**
 * The builder's fields checked by the contract's own rules (the server runs the same ones before
 * anything goes to Meta), every field at once: the name, the language, then the content.
 */
export function checkDraft(draft: TemplateDraft, { editing = false } = {}): DraftErrors {
  const errors: DraftErrors = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.map(String).join('.');
    if (!(key in errors)) errors[key] = message;
  };
  if (!editing) {
    for (const issue of templateNameSchema.safeParse(draft.name).error?.issues ?? [])
      add(['name'], issue.message);
    for (const issue of templateLanguageSchema.safeParse(draft.language).error?.issues ?? [])
      add(['language'], issue.message);
  }
  for (const issue of contentSchema.safeParse(draftContent(draft)).error?.issues ?? [])
    add(issue.path, issue.message);
  return errors;
}

/** The first error under a path ('buttons.0' gives 'buttons.0.text' or 'buttons.0.url'…). */
export function errorUnder(errors: DraftErrors, prefix: string): string | undefined {
  const key = Object.keys(errors).find((path) => path === prefix || path.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}
