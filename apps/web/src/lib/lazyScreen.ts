import type { ComponentType } from 'react';
import { libTexts } from './texts/libTexts';

/** A lazily loaded screen chunk gives up after 120 s. */
const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Wraps a route's dynamic import for React Router's `lazy`: the chunk's named export becomes the
 * route's Component, and a chunk that never arrives fails instead of spinning forever.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(libTexts.lazyScreen.timedOut({ seconds: CHUNK_TIMEOUT_MS / 1000 }))),
        CHUNK_TIMEOUT_MS,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module[exportName] };
    } finally {
      clearTimeout(timer);
    }
  };
}
