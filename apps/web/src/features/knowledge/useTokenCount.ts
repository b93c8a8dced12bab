import { useEffect, useState } from 'react';

type Counter = (text: string) => number;
let counter: Promise<Counter> | undefined;

/** gpt-tokenizer (o200k_base) is large: loaded the first time a prompt is counted, in its own chunk. */
function loadCounter(): Promise<Counter> {
  counter ??= import('gpt-tokenizer').then((module) => module.countTokens);
  return counter;
}

/** The tokens of `text`, counted by a real tokenizer a moment after typing stops; null while counting. */
export function useTokenCount(text: string): number | null {
  const [count, setCount] = useState<{ text: string; tokens: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadCounter().then((countTokens) => {
        if (!cancelled) setCount({ text, tokens: text === '' ? 0 : countTokens(text) });
      });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text]);
  return count?.text === text ? count.tokens : null;
}
