import { campaignsTexts } from '../campaignsTexts';
import { localNow } from './localClock';

/** How the form fills a placeholder: a constant, or an end-user variable with a fallback. */
export interface Filling {
  source: 'constant' | 'variable';
  value: string;
  fallback: string;
}

export type WhenMode = 'now' | 'scheduled' | 'recurring';
export type AbMetric = 'read' | 'reply';

/** The composer's form as the user fills it, before it becomes the call's input. */
export interface CampaignDraft {
  chatbotId: string | null;
  /** Optional: the list shows the template's name without one. */
  name: string;
  /**
   * The segment's condition rows as JSON (from the conditions panel's search) and its size; null
   * size for a saved plan's segment, not searched again.
   */
  audience: { conditions: string; summary: string; total: number | null } | null;
  modelId: string | null;
  fillings: Record<string, Filling>;
  when: WhenMode;
  /** 'YYYY-MM-DD' and 'HH:mm' in the workspace's time zone. */
  date: string;
  time: string;
  frequency: 'daily' | 'weekly';
  /** ISO days of the week, 1 = Monday … 7 = Sunday (as the contract's recurrence). */
  days: number[];
  until: string;
  ab: {
    enabled: boolean;
    modelId: string | null;
    fillings: Record<string, Filling>;
    /** Percent of the segment each variant gets (1–50). */
    share: number;
    metric: AbMetric;
    decideAfterHours: number;
    automatic: boolean;
  };
}

export function emptyDraft(): CampaignDraft {
  return {
    chatbotId: null,
    name: '',
    audience: null,
    modelId: null,
    fillings: {},
    when: 'now',
    date: '',
    time: '09:00',
    frequency: 'daily',
    days: [],
    until: '',
    ab: {
      enabled: false,
      modelId: null,
      fillings: {},
      share: 10,
      metric: 'read',
      decideAfterHours: 4,
      automatic: true,
    },
  };
}

export type DraftField =
  | 'chatbotId'
  | 'name'
  | 'audience'
  | 'modelId'
  | 'fillings'
  | 'date'
  | 'time'
  | 'days'
  | 'until'
  | 'ab.modelId'
  | 'ab.fillings'
  | 'ab.share'
  | 'ab.decideAfterHours';

/** A variable without a fallback is refused by the server whatever the counts. */
function missingFallback(fillings: Record<string, Filling>): boolean {
  return Object.values(fillings).some(
    (filling) => filling.source === 'variable' && filling.fallback.trim() === '',
  );
}

/**
 * What the form must fix before the call, field by field (the server checks it all again): the
 * same rules as the server's, so most mistakes show before the click. `timeZone` is the
 * workspace's: a date is in the past when it is before that zone's now.
 */
export function validateDraft(
  draft: CampaignDraft,
  timeZone: string,
  now: Date = new Date(),
): Partial<Record<DraftField, string>> {
  const t = campaignsTexts.errors;
  const errors: Partial<Record<DraftField, string>> = {};
  if (!draft.chatbotId) errors.chatbotId = t.chatbot;
  if (!draft.audience || draft.audience.total === 0) errors.audience = t.audience;
  if (!draft.modelId) errors.modelId = t.model;
  if (missingFallback(draft.fillings)) errors.fillings = t.fallback;
  const today = localNow(timeZone, now);
  if (draft.when === 'scheduled') {
    if (!draft.date || !draft.time) errors.date = t.date;
    else if (`${draft.date}T${draft.time}` <= today) errors.date = t.past;
  }
  if (draft.when === 'recurring') {
    if (!draft.time) errors.time = t.time;
    if (draft.frequency === 'weekly' && draft.days.length === 0) errors.days = t.days;
    if (draft.until && draft.until < today.slice(0, 10)) errors.until = t.until;
  }
  if (draft.ab.enabled) {
    if (!draft.ab.modelId || draft.ab.modelId === draft.modelId) errors['ab.modelId'] = t.variantB;
    if (missingFallback(draft.ab.fillings)) errors['ab.fillings'] = t.fallback;
    if (!Number.isInteger(draft.ab.share) || draft.ab.share < 1 || draft.ab.share > 50)
      errors['ab.share'] = t.share;
    if (
      !Number.isInteger(draft.ab.decideAfterHours) ||
      draft.ab.decideAfterHours < 1 ||
      draft.ab.decideAfterHours > 72
    )
      errors['ab.decideAfterHours'] = t.hours;
  }
  return errors;
}
