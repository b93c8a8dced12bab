import type { AuditEvent } from '@griot/contract/workspaces/workspaceSchemas';
import type { ReactNode } from 'react';
import { displayLocale } from '../../../lib/displayLocale';
import { boldValues } from '../../../lib/i18n/messageParts';
import type { auditTexts } from './auditTexts';

/** The words a sentence needs: `useTexts(auditTexts)` in a component, `auditTexts` elsewhere. */
type AuditWords = Pick<typeof auditTexts, 'sentences' | 'system'>;

/** Who did it, as the log shows them: the recorded name (kept after the account is gone). */
export function actorName(event: AuditEvent, system: string): string {
  return event.actor?.name || event.actor_name || system;
}

/** The values a type's sentence reads: the event's facts as recorded, never undefined. */
function sentenceValues(event: AuditEvent, actor: string): Record<string, string | number> {
  const text = (key: string) => {
    const value = event.details[key];
    return value === null || value === undefined ? '' : String(value);
  };
  const count = Number(event.details.recipients);
  return {
    actor,
    subject: event.subject,
    chatbot: text('chatbot'),
    action: text('action') || 'other',
    role: text('role') || 'other',
    from: text('from'),
    to: text('to') || 'other',
    revision: text('revision'),
    recipients: Number.isFinite(count) ? count : 0,
    when: scheduledAt(text('scheduled_at'), text('time_zone')),
    frequency: text('frequency') || 'other',
    time: text('time'),
    language: text('language'),
    account: text('account'),
  };
}

/**
 * A planned campaign's start as the campaigns screen shows it: in the workspace's zone it was
 * entered in (a reader elsewhere sees the same 09:00), else in the reader's.
 */
function scheduledAt(iso: string, timeZone: string): string {
  if (iso === '' || Number.isNaN(Date.parse(iso))) return '';
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Date(iso).toLocaleString(displayLocale(), { ...style, timeZone: timeZone || undefined });
  } catch {
    // A zone this browser does not know.
    return new Date(iso).toLocaleString(displayLocale(), style);
  }
}

/** The event as one sentence, in the language shown: 'Awa Diop a publié le flux « Catalogue » de …'. */
export function auditSentence(words: AuditWords, event: AuditEvent): string {
  return words.sentences[event.type](sentenceValues(event, actorName(event, words.system)));
}

/** The same sentence with who did it and what it was about in bold. */
export function auditSentenceParts(words: AuditWords, event: AuditEvent): ReactNode[] {
  return boldValues(words.sentences[event.type], sentenceValues(event, actorName(event, words.system)), [
    'actor',
    'subject',
  ]);
}
