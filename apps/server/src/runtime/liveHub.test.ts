import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import type { Database } from '@griot/db/openDatabase';
import { defineTexts, loadEveryLanguage } from '@griot/i18n/texts';
import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveMessage } from './liveHub';
import type { RuntimeSignals } from './runtimeSignals';

const failure = defineTexts('test.liveHub', { reason: 'Message non envoyé' } as const, {
  en: async () => ({ default: { reason: 'Message not sent' } }),
  es: async () => ({ default: { reason: 'Mensaje no enviado' } }),
});

describe('the live hub', () => {
  it('hands each screen the messages read in its own language', async () => {
    await loadEveryLanguage();
    let reads = 0;
    const hub = new LiveHub(
      {} as Database,
      '',
      {
        messages: async () => {
          reads += 1;
          // What the conversations' query puts into words: a failed message's reason.
          return [
            {
              usertel: '+221',
              end_user_id: 'u1',
              message: { error: failure.reason } as unknown as ChatMessage,
            },
          ];
        },
        conversations: async () => [],
      },
      {} as RuntimeSignals,
      () => {},
    );
    const seen: Record<string, string[]> = { fr: [], en: [], es: [], none: [] };
    const watch = (key: string, language?: 'fr' | 'en' | 'es') =>
      hub.subscribe('bot', {
        language,
        message: (event: LiveMessage) => seen[key]?.push(String((event.message as { error?: string }).error)),
      });
    watch('fr', 'fr');
    watch('en', 'en');
    watch('es', 'es');
    watch('none');
    await (hub as unknown as { dispatch(payload: string): Promise<void> }).dispatch(
      JSON.stringify({ c: 'bot', s: [1] }),
    );
    expect(seen).toEqual({
      fr: ['Message non envoyé'],
      en: ['Message not sent'],
      es: ['Mensaje no enviado'],
      none: ['Message non envoyé'],
    });
    // One read per language, not per screen.
    expect(reads).toBe(3);
  });
});
