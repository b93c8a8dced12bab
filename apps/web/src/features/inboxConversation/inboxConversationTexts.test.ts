import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/displayLanguage';
import { formatDuration } from './formatDuration';
import { inboxConversationTexts as t } from './inboxConversationTexts';

describe('the inbox conversation pane’s texts', () => {
  afterEach(() => switchLanguage('fr'));

  it('say durations, the reply window and counts in French, English and Spanish', async () => {
    expect(formatDuration(30)).toBe("moins d'une minute");
    expect(formatDuration(12 * 60 + 59)).toBe('12 min');
    expect(t.window.remaining({ time: formatDuration(3 * 3600 + 12 * 60) })).toBe(
      'Fenêtre de réponse : encore 3 h 12 min',
    );
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 600)).toBe('2 j 4 h');
    expect(t.assign.openCount({ count: 0 })).toBe('aucune ouverte');
    expect(t.assign.openCount({ count: 3 })).toBe('3 ouvertes');
    expect(t.snooze.button).toBe('Répondre plus tard');

    await switchLanguage('en');
    expect(t.window.remaining({ time: formatDuration(3 * 3600 + 12 * 60) })).toBe(
      'Reply window: 3 h 12 min left',
    );
    expect(formatDuration(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h');
    expect(t.assign.openCount({ count: 1 })).toBe('1 open');
    expect(t.snooze.button).toBe('Snooze');
    expect(t.notes.title).toBe('Private notes');
    expect(inboxMessages.statuses.snoozed).toBe('Snoozed');

    await switchLanguage('es');
    expect(t.window.remaining({ time: formatDuration(45 * 60) })).toBe('Ventana de respuesta: quedan 45 min');
    expect(t.assign.openCount({ count: 2 })).toBe('2 abiertas');
    expect(t.header.resolve).toBe('Resolver');
    expect(t.snooze.button).toBe('Posponer');
    expect(t.notes.title).toBe('Notas privadas');
    expect(t.composer.cannedLabel).toBe('Respuestas rápidas');
  });
});
