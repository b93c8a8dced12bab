import type { Translation } from '@griot/i18n/catalog';
import { defineTexts, ensureTextsLoaded } from '@griot/i18n/texts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from './displayLanguage';
import { useTexts } from './useTexts';

const fr = { title: 'Bonjour', other: 'Au revoir' } as const;
const en = { title: 'Hello', other: 'Goodbye' } satisfies Translation<typeof fr>;

describe('useTexts', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('fr');
  });

  it('mounts a screen whose translation is still downloading, then shows it (no hook order error)', async () => {
    await switchLanguage('en');
    // Catalogues met after the switch (a lazy route's): their English downloads when first used.
    const first = defineTexts('test.useTexts.first', fr, { en: async () => ({ default: en }) });
    const second = defineTexts('test.useTexts.second', fr, { en: async () => ({ default: en }) });
    // Two catalogues, then a state hook: the shape React's replay broke on (error 467).
    function Greeting() {
      const a = useTexts(first);
      const b = useTexts(second);
      const [count] = useState(1);
      return (
        <p>
          {a.title} {b.other} {count}
        </p>
      );
    }
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(String(event.error?.message ?? event.message));
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Goodbye 1')).toBeTruthy();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });

  it('renders again when a catalogue read without the hook gets its translation', async () => {
    await switchLanguage('en');
    const own = defineTexts('test.useTexts.own', fr, { en: async () => ({ default: en }) });
    let arrive: () => void = () => {};
    const late = defineTexts('test.useTexts.late', fr, {
      en: () => new Promise((resolve) => (arrive = () => resolve({ default: en }))),
    });
    // A server message compared, a label read in a helper: catalogues a screen reads directly.
    function Screen() {
      const t = useTexts(own);
      return (
        <p>
          {t.title} {late.other}
        </p>
      );
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Screen />
        </Suspense>,
      );
    });
    // Not downloaded yet: French, not a key.
    expect(await screen.findByText('Hello Au revoir')).toBeTruthy();
    await act(async () => {
      const loading = ensureTextsLoaded(late, 'en');
      arrive();
      await loading;
    });
    expect(await screen.findByText('Hello Goodbye')).toBeTruthy();
  });
});
