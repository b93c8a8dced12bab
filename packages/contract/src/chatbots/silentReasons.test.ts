import { describe, expect, it } from 'vitest';
import { silentReasons } from './silentReasons';

const text = (message: string) => ({ type: 'text', message, preview_url: true });

describe('silentReasons', () => {
  it('says nothing when the welcome and default flows answer and the commerce flow is unused', () => {
    expect(
      silentReasons([
        { category: 'welcome', flow: [text('Bonjour')], jarvis: false },
        { category: 'default', flow: [text('Je n’ai pas compris')], jarvis: false },
        { category: 'commerce', flow: [], jarvis: false },
      ]),
    ).toEqual([]);
  });

  it('names an empty welcome flow, an empty default flow without GRIOT IA, and incomplete elements', () => {
    expect(
      silentReasons([
        { category: 'welcome', flow: [], jarvis: false },
        { category: 'default', flow: [], jarvis: false },
        { category: 'commerce', flow: [text('Notre catalogue'), text('  ')], jarvis: false },
      ]),
    ).toEqual([
      'le flux de bienvenue est vide.',
      'le flux par défaut est vide, les messages hors scénario resteront sans réponse.',
      'le flux commerce a 1 élément incomplet, qui ne sera pas envoyé.',
    ]);
    // GRIOT IA answers what the default flow would; a welcome made only of empty texts sends nothing.
    expect(
      silentReasons([
        { category: 'welcome', flow: [text(''), { type: 'list' }], jarvis: false },
        { category: 'default', flow: [], jarvis: true },
      ]),
    ).toEqual(['aucun élément du flux de bienvenue n’est complet.']);
  });
});
