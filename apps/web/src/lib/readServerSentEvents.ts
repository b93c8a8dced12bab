/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

export interface ReadServerSentEventsOptions {
  headers?: Record<string, string>;
  signal: AbortSignal;
  onEvent: (event: ServerSentEvent) => void;
  /** Called each time the stream is (re)opened with a 2xx answer. */
  onOpen?: () => void;
  /** Called on each failure before the reconnection delay. */
  onError?: (error: unknown) => void;
  /**
   * Wait before reconnecting after an error or the end of the stream: 2 s, or a function of the
   * failures in a row (1 after the first; a successful open starts again from 0) for a backoff.
   */
  retryMs?: number | ((failures: number) => number);
  fetchImpl?: typeof fetch;
}

const DEFAULT_RETRY_MS = 2000;

/**
 * A line parser of the text/event-stream format (WHATWG HTML §9.2): feed it chunks as they
 * arrive, it calls `onEvent` for each complete event. Comments and unknown fields are ignored.
 */
export function createServerSentEventParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0)
      onEvent({ event: eventName || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    eventName = '';
    data = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    feed(chunk: string) {
      buffer += chunk;
      // A lone \r at the end may be the first half of \r\n: keep it for the next chunk.
      const pattern = /\r\n|\r(?!$)|\n/;
      let match = pattern.exec(buffer);
      while (match) {
        handleLine(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
        match = pattern.exec(buffer);
      }
    },
    /** The stream ended: an event without its closing blank line is dropped, as the spec says. */
    reset() {
      buffer = '';
      eventName = '';
      data = [];
    },
  };
}

/**
 * Reads a server-sent event stream with fetch, so that it can carry headers (EventSource cannot
 * send `Authorization`). Reconnects 2 s after an error or the end of the stream; resolves once
 * `signal` aborts.
 */
export async function readServerSentEvents(url: string, options: ReadServerSentEventsOptions): Promise<void> {
  const { signal, onEvent, onOpen, onError, headers } = options;
  const retry = options.retryMs ?? DEFAULT_RETRY_MS;
  let failures = 0;
  const doFetch = options.fetchImpl ?? fetch;
  const parser = createServerSentEventParser(onEvent);

  while (!signal.aborted) {
    try {
      const response = await doFetch(url, {
        headers: { accept: 'text/event-stream', ...headers },
        signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`SSE ${response.status}`);
      failures = 0;
      onOpen?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } finally {
        reader.releaseLock();
      }
      parser.reset();
    } catch (error) {
      parser.reset();
      if (signal.aborted) return;
      onError?.(error);
    }
    failures += 1;
    await wait(typeof retry === 'function' ? retry(failures) : retry, signal);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
