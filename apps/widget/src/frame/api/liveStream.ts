/** EventSource.CLOSED: the browser gave up (the answer was not a stream at all). */
const CLOSED = 2;
const RETRY_AFTER_MS = 5000;

export type LiveStreamHandlers = {
  /** Each (re)connection: the stream may have missed messages meanwhile. */
  onOpen: () => void;
  onMessage: (data: string) => void;
  /** False once the session is gone: a closed stream is then not reopened. */
  wanted: () => boolean;
};

/**
 * The conversation's live stream. The browser reconnects by itself after a network error; when it
 * gives up (a 401, a proxy's error page), we open a new stream 5 s later.
 */
export function createLiveStream(url: () => string, handlers: LiveStreamHandlers) {
  let source: EventSource | null = null;

  const connect = () => {
    if (source) source.close();
    const opened = new window.EventSource(url());
    source = opened;
    opened.addEventListener('open', handlers.onOpen);
    opened.addEventListener('message', (event) => handlers.onMessage(event.data));
    opened.addEventListener('error', () => {
      if (opened.readyState !== CLOSED) return;
      window.setTimeout(() => {
        if (source === opened && handlers.wanted()) connect();
      }, RETRY_AFTER_MS);
    });
  };
  const close = () => {
    if (source) source.close();
  };
  return { connect, close };
}
export type LiveStream = ReturnType<typeof createLiveStream>;
