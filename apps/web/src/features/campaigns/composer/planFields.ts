import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { slotKey } from '@griot/contract/broadcasts/slotKey';
import type { CampaignAudience, CampaignMessage } from '@griot/contract/campaigns/campaignSchemas';
import type { CampaignDetail, CampaignPlanFields } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { type CampaignDraft, type DraftField, emptyDraft, type Filling } from './campaignDraft';

const EMPTY: Filling = { source: 'constant', value: '', fallback: '' };

/** A model and its fillings as the broadcast start sends them: every placeholder, in order. */
export function messageOf(model: BroadcastModel, fillings: Record<string, Filling>): CampaignMessage {
  return {
    title: model.title,
    langage: model.langage,
    source: model.source,
    parameters: model.parameters.map((parameter) => ({
      key: slotKey(parameter),
      ...(fillings[slotKey(parameter)] ?? EMPTY),
    })),
  };
}

/** What the forecast reads: null until a chatbot, a segment and a model are chosen. */
export function audienceOf(draft: CampaignDraft, model: BroadcastModel | undefined): CampaignAudience | null {
  if (!draft.chatbotId || !draft.audience || !model) return null;
  return {
    chatbotId: draft.chatbotId,
    conditions: draft.audience.conditions,
    ...messageOf(model, draft.fillings),
  };
}

/** POST /broadcasts' input from a draft that passed validateDraft (models found by their ids). */
export function planFieldsOf(
  draft: CampaignDraft,
  model: BroadcastModel,
  variantB: BroadcastModel | undefined,
): CampaignPlanFields {
  const audience = audienceOf(draft, model);
  // i18n-exempt: a programming error (called before validateDraft), never shown.
  if (!audience) throw new Error('planFieldsOf: the draft is not complete');
  const name = draft.name.trim();
  return {
    ...audience,
    ...(name ? { name } : {}),
    ...(draft.when === 'scheduled' ? { scheduleAt: `${draft.date}T${draft.time}` } : {}),
    ...(draft.when === 'recurring'
      ? {
          recurrence: {
            frequency: draft.frequency,
            days: draft.frequency === 'weekly' ? [...draft.days].sort((a, b) => a - b) : [],
            time: draft.time,
            ...(draft.until ? { endsOn: draft.until } : {}),
          },
        }
      : {}),
    ...(draft.ab.enabled && variantB
      ? {
          abTest: {
            variantB: messageOf(variantB, draft.ab.fillings),
            sharePercent: draft.ab.share,
            metric: draft.ab.metric,
            decideAfterHours: draft.ab.decideAfterHours,
            pick: draft.ab.automatic ? ('auto' as const) : ('manual' as const),
          },
        }
      : {}),
  };
}

/**
 * The composer's field a server error names (errorBody.field, the zod path joined by dots), so
 * the French message shows beside it; undefined: shown above the button.
 */
export function draftFieldOf(field: string | undefined): DraftField | undefined {
  if (!field) return undefined;
  const [head, next] = field.split('.');
  if (head === 'chatbotId') return 'chatbotId';
  if (head === 'name') return 'name';
  if (head === 'conditions') return 'audience';
  if (head === 'title' || head === 'langage' || head === 'source') return 'modelId';
  if (head === 'parameters') return 'fillings';
  if (head === 'scheduleAt') return 'date';
  if (head === 'recurrence') {
    if (next === 'days' || next === 'frequency') return 'days';
    if (next === 'endsOn') return 'until';
    return 'time';
  }
  if (head === 'abTest') {
    if (next === 'sharePercent') return 'ab.share';
    if (next === 'decideAfterHours') return 'ab.decideAfterHours';
    if (next === 'variantB') return field.includes('parameters') ? 'ab.fillings' : 'ab.modelId';
  }
  return undefined;
}

const fillingsOf = (message: CampaignMessage): Record<string, Filling> =>
  Object.fromEntries(
    message.parameters.map((parameter) => [
      parameter.key,
      { source: parameter.source, value: parameter.value, fallback: parameter.fallback ?? '' },
    ]),
  );

/**
 * A saved plan as the composer edits it. Its models are known by title and language: the ids
 * are found once the chatbot's models are read (modelIdOf).
 */
export function draftFromDetail(detail: CampaignDetail): CampaignDraft {
  const base = emptyDraft();
  const [date = '', time = base.time] = detail.scheduleAt?.split('T') ?? [];
  const recurrence = detail.recurrence;
  const ab = detail.abTestSettings;
  return {
    ...base,
    chatbotId: detail.chatbotId,
    name: detail.name ?? '',
    audience: { conditions: detail.conditions, summary: '', total: null },
    fillings: fillingsOf(detail.message),
    when: recurrence ? 'recurring' : detail.scheduleAt ? 'scheduled' : 'now',
    date,
    time: recurrence?.time ?? time,
    frequency: recurrence?.frequency ?? base.frequency,
    days: recurrence?.days ?? [],
    until: recurrence?.endsOn ?? '',
    ab: ab
      ? {
          enabled: true,
          modelId: null,
          fillings: fillingsOf(ab.variantB),
          share: ab.sharePercent,
          metric: ab.metric,
          decideAfterHours: ab.decideAfterHours,
          automatic: ab.pick === 'auto',
        }
      : base.ab,
  };
}

/** The id of the chatbot's model a saved message names (same title, language and source). */
export function modelIdOf(
  models: readonly BroadcastModel[],
  message: CampaignMessage | undefined,
): string | null {
  if (!message) return null;
  const found = models.find(
    (model) =>
      model.title === message.title &&
      model.langage === message.langage &&
      (message.source === undefined || model.source === message.source),
  );
  return found?.id ?? null;
}
