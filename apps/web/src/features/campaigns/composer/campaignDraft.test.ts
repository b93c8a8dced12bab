import { describe, expect, it } from 'vitest';
import { type CampaignDraft, emptyDraft, validateDraft } from './campaignDraft';
import { localNow, minutesToTime, nextDay, timeToMinutes } from './localClock';

const NOW = new Date('2026-11-27T10:00:00Z');
const ready = (): CampaignDraft => ({
  ...emptyDraft(),
  chatbotId: 'bot',
  audience: { conditions: '[]', summary: 'city = Dakar', total: 12 },
  modelId: 'promo',
});

describe('campaign draft validation', () => {
  it('accepts a complete campaign sent now', () => {
    expect(validateDraft(ready(), 'Africa/Dakar', NOW)).toEqual({});
  });

  it('asks for a chatbot, a segment with users, a model and every fallback', () => {
    const errors = validateDraft(
      {
        ...emptyDraft(),
        audience: { conditions: '[]', summary: '', total: 0 },
        fillings: { '1': { source: 'variable', value: 'name', fallback: ' ' } },
      },
      'UTC',
      NOW,
    );
    expect(Object.keys(errors).sort()).toEqual(['audience', 'chatbotId', 'fillings', 'modelId']);
  });

  it('refuses a schedule in the past of the workspace’s zone, not the browser’s', () => {
    const at = (date: string, time: string) =>
      validateDraft({ ...ready(), when: 'scheduled', date, time }, 'Asia/Tokyo', NOW).date;
    // 10:00 UTC is 19:00 in Tokyo: 18:30 that day has passed there, 19:30 has not.
    expect(at('2026-11-27', '18:30')).toBe('Cette date est passée : choisissez une date à venir.');
    expect(at('2026-11-27', '19:30')).toBeUndefined();
    expect(at('', '09:00')).toBe('Indiquez la date et l’heure de l’envoi.');
  });

  it('asks for a day when weekly, and an end date still to come', () => {
    const errors = validateDraft(
      { ...ready(), when: 'recurring', frequency: 'weekly', days: [], until: '2026-11-26' },
      'UTC',
      NOW,
    );
    expect(errors.days).toBe('Choisissez au moins un jour.');
    expect(errors.until).toBe('La date de fin est passée.');
  });

  it('keeps an A/B test to another model, 1–50 % per variant and 1–72 hours', () => {
    const draft = ready();
    const errors = validateDraft(
      { ...draft, ab: { ...draft.ab, enabled: true, modelId: 'promo', share: 60, decideAfterHours: 0 } },
      'UTC',
      NOW,
    );
    expect(errors['ab.modelId']).toBe('Choisissez un autre modèle pour la variante B.');
    expect(errors['ab.share']).toBe('La part par variante va de 1 à 50 %.');
    expect(errors['ab.decideAfterHours']).toBe('Le délai va de 1 à 72 heures.');
    expect(
      validateDraft({ ...draft, ab: { ...draft.ab, enabled: true, modelId: 'promo-b' } }, 'UTC', NOW),
    ).toEqual({});
  });
});

describe('local clock', () => {
  it('reads now on the workspace’s clocks', () => {
    expect(localNow('Africa/Dakar', NOW)).toBe('2026-11-27T10:00');
    expect(localNow('America/New_York', NOW)).toBe('2026-11-27T05:00');
  });

  it('turns minutes into HH:mm and back, and steps a day', () => {
    expect(minutesToTime(22 * 60 + 5)).toBe('22:05');
    expect(minutesToTime(null)).toBe('');
    expect(timeToMinutes('07:30')).toBe(450);
    expect(timeToMinutes('25:00')).toBeNull();
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
