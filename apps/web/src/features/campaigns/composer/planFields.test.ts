import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { campaignPlanFieldsSchema } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { describe, expect, it } from 'vitest';
import { type CampaignDraft, emptyDraft } from './campaignDraft';
import { audienceOf, draftFieldOf, planFieldsOf } from './planFields';

const model = (title: string): BroadcastModel => ({
  id: title,
  title,
  content: 'Bonjour {{1}}',
  langage: 'fr',
  category: 'MARKETING',
  header: '',
  footer: '',
  buttons: [],
  parameterFormat: 'positional',
  parameters: [{ key: '1', component: 'body' }],
  source: 'whatsapp',
});
const CHATBOT = '11111111-1111-4111-8111-111111111111';
const draft = (): CampaignDraft => ({
  ...emptyDraft(),
  chatbotId: CHATBOT,
  audience: {
    conditions: '[{"idvariable":"city","comparison":"=","value":"Dakar","operator":null}]',
    summary: '',
    total: 3,
  },
  modelId: 'promo',
  fillings: { 'body.1': { source: 'variable', value: 'name', fallback: 'client' } },
});

describe('plan fields', () => {
  it('waits for a chatbot, a segment and a model before the forecast', () => {
    expect(audienceOf({ ...draft(), audience: null }, model('promo'))).toBeNull();
    expect(audienceOf(draft(), undefined)).toBeNull();
    expect(audienceOf(draft(), model('promo'))?.parameters).toHaveLength(1);
  });

  it('sends a weekly plan with an A/B test the contract accepts', () => {
    const fields = planFieldsOf(
      {
        ...draft(),
        name: '  Soldes  ',
        when: 'recurring',
        frequency: 'weekly',
        days: [4, 1],
        time: '09:30',
        until: '2026-12-31',
        ab: { ...draft().ab, enabled: true, modelId: 'promo_b', share: 15, automatic: false },
      },
      model('promo'),
      model('promo_b'),
    );
    expect(fields.name).toBe('Soldes');
    expect(fields.recurrence).toEqual({
      frequency: 'weekly',
      days: [1, 4],
      time: '09:30',
      endsOn: '2026-12-31',
    });
    expect(fields.abTest).toMatchObject({ sharePercent: 15, pick: 'manual', metric: 'read' });
    expect(fields.scheduleAt).toBeUndefined();
    expect(campaignPlanFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('sends a scheduled time as the workspace’s local time', () => {
    const fields = planFieldsOf(
      { ...draft(), when: 'scheduled', date: '2026-11-28', time: '09:00' },
      model('promo'),
      undefined,
    );
    expect(fields.scheduleAt).toBe('2026-11-28T09:00');
    expect(fields.abTest).toBeUndefined();
  });

  it('puts a server error on its field', () => {
    expect(draftFieldOf('scheduleAt')).toBe('date');
    expect(draftFieldOf('recurrence.days')).toBe('days');
    expect(draftFieldOf('abTest.sharePercent')).toBe('ab.share');
    expect(draftFieldOf('abTest.variantB.parameters.0.fallback')).toBe('ab.fillings');
    expect(draftFieldOf('conditions')).toBe('audience');
    expect(draftFieldOf(undefined)).toBeUndefined();
  });
});
