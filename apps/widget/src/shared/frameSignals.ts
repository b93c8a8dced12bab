import type { Language } from '@griot/i18n/languages';

/**
 * What the loader (on the host page) and the chat page (in its iframe) tell each other through
 * postMessage: the frame is `ready` (and in which language it speaks, for the launcher's labels),
 * the panel was `opened`, the visitor asked to `close` it.
 */
export type FrameSignal = { griot: 'ready' | 'opened' | 'close'; language?: Language };

/** The signal a postMessage carries, or undefined when the data is anything else. */
export function signalOf(data: unknown): FrameSignal['griot'] | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const value = (data as { griot?: unknown }).griot;
  return value === 'ready' || value === 'opened' || value === 'close' ? value : undefined;
}
