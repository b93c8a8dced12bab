import { afterEach, describe, expect, it } from 'vitest';
import type { Translation } from './catalog';
import { setLanguageSource } from './currentLanguage';
import type { DisplayLanguage } from './languages';
import './runtimeCompiler';
import { defineTexts, ensureTextsLoaded, loadLanguage, onTranslationLoaded } from './texts';

const fr = {
  title: 'Diffusions',
  count: '{count, plural, one {# diffusion envoyée} other {# diffusions envoyées}}',
  nested: { greeting: 'Bonjour {name}, l’envoi part à {time}.' },
} as const;
const en = {
  title: 'Broadcasts',
  count: '{count, plural, one {# broadcast sent} other {# broadcasts sent}}',
  nested: { greeting: 'Hello {name}, sending starts at {time}.' },
} satisfies Translation<typeof fr>;

let language: DisplayLanguage = 'fr';
setLanguageSource(() => language);
afterEach(() => {
  language = 'fr';
});

describe('defineTexts', () => {
  it('reads French, the source, at once and each leaf in the language of the moment', async () => {
    const texts = defineTexts('test.broadcasts', fr, { en: async () => ({ default: en }) });
    expect(texts.title).toBe('Diffusions');
    expect(texts.count({ count: 1 })).toBe('1 diffusion envoyée');
    expect(texts.count({ count: 3 })).toBe('3 diffusions envoyées');
    language = 'en';
    // Not downloaded yet: French rather than a key.
    expect(texts.title).toBe('Diffusions');
    await ensureTextsLoaded(texts, 'en');
    expect(texts.title).toBe('Broadcasts');
    expect(texts.count({ count: 1 })).toBe('1 broadcast sent');
    expect(texts.nested.greeting({ name: 'Awa', time: '14:00' })).toBe('Hello Awa, sending starts at 14:00.');
    expect(ensureTextsLoaded(texts, 'en')).toBeUndefined();
  });

  it('stretches and accents the pseudo-locale without touching placeholders', () => {
    const texts = defineTexts('test.pseudo', fr, {});
    language = 'pseudo';
    const shown = texts.nested.greeting({ name: 'Awa', time: '14:00' });
    expect(shown).toContain('Awa');
    expect(shown).toContain('14:00');
    expect(shown).toMatch(/^Bóñjóúr/);
    expect(shown.length).toBeGreaterThan('Bonjour Awa, l’envoi part à 14:00.'.length * 1.2);
  });

  it('fetches a translation a leaf is read in, and tells when it arrives', async () => {
    const texts = defineTexts('test.readFetches', fr, { en: async () => ({ default: en }) });
    const arrived: string[] = [];
    const stop = onTranslationLoaded((loaded) => arrived.push(loaded));
    language = 'en';
    // Read directly (no ensureTextsLoaded): French now, the download started.
    expect(texts.title).toBe('Diffusions');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrived).toEqual(['en']);
    expect(texts.title).toBe('Broadcasts');
    stop();
  });

  it('stays French when a translation cannot be downloaded', async () => {
    const texts = defineTexts('test.offline', fr, { es: () => Promise.reject(new Error('offline')) });
    language = 'es';
    await loadLanguage('es');
    expect(texts.title).toBe('Diffusions');
    // Not asked again at the next render: offline, a screen would ask at every one.
    expect(ensureTextsLoaded(texts, 'es')).toBeUndefined();
  });
});
