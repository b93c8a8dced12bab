import type { DraftErrors } from './checkDraft';
import type { TemplateDraft } from './templateDraft';

/** What each section of the builder receives: the draft, a way to change it, the errors to show. */
export interface SectionProps {
  draft: TemplateDraft;
  change: (patch: Partial<TemplateDraft>) => void;
  errors: DraftErrors;
}
