import { describe, expect, it, vi } from 'vitest';
import {
  createServerSentEventParser,
  readServerSentEvents,
  type ServerSentEvent,
} from './readServerSentEvents';

function collect() {
  const events: ServerSentEvent[] = [];
  return { events, parser: createServerSentEventParser((event) => events.push(event)) };
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('createServerSentEventParser', () => {
  it('parses named events, multi-line data, comments and CRLF', () => {
    const { events, parser } = collect();
    parser.feed(': keep-alive\n\nevent: message\ndata: {"a":1}\n\n');
    parser.feed('data: first\r\ndata:second\r\n\r\n');
    parser.feed('event: conversation\nid: 7\ndata: x\n\n');
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: 'first\nsecond' },
      { event: 'conversation', data: 'x', id: '7' },
    ]);
  });

  it('joins lines split across chunks, including a \\r\\n cut in two', () => {
    const { events, parser } = collect();
    parser.feed('event: conv');
    parser.feed('ersation\r');
    parser.feed('\ndata: {"usertel":');
    parser.feed('"221"}\r');
    parser.feed('\n\r\n');
    expect(events).toEqual([{ event: 'conversation', data: '{"usertel":"221"}' }]);
  });

  it('ignores events without data and resets the name after each event', () => {
    const { events, parser } = collect();
    parser.feed('event: ping\n\ndata: plain\n\n');
    expect(events).toEqual([{ event: 'message', data: 'plain' }]);
  });
});

describe('readServerSentEvents', () => {
  it('sends the headers, dispatches events and reconnects after an error', async () => {
    const controller = new AbortController();
    const events: ServerSentEvent[] = [];
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('nope', { status: 500 }))
      .mockImplementation(async () => {
        return new Response(streamOf(['event: message\ndata: {"n":', '1}\n\n']), { status: 200 });
      });
    const onError = vi.fn();
    const done = readServerSentEvents('http://localhost/api/events', {
      headers: { Authorization: 'Bearer t' },
      signal: controller.signal,
      retryMs: 5,
      fetchImpl,
      onError,
      onEvent: (event) => {
        events.push(event);
        controller.abort();
      },
    });
    await done;
    expect(events).toEqual([{ event: 'message', data: '{"n":1}' }]);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost/api/events');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer t', accept: 'text/event-stream' });
  });

  it('waits 2 s by default before reconnecting, and stops when aborted', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));
      const done = readServerSentEvents('http://localhost/e', {
        signal: controller.signal,
        fetchImpl,
        onEvent: () => {},
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      controller.abort();
      await done;
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a retry function the wait for each failure in a row, counting again after an open', async () => {
    const controller = new AbortController();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      // Opens, then the stream ends: one failure, counted from zero again.
      .mockResolvedValueOnce(new Response(streamOf([': hello\n\n']), { status: 200 }))
      .mockImplementation(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      });
    const retryMs = vi.fn((_failures: number) => 1);
    await readServerSentEvents('http://localhost/e', {
      signal: controller.signal,
      fetchImpl,
      retryMs,
      onEvent: () => {},
    });
    expect(retryMs.mock.calls.map(([failures]) => failures)).toEqual([1, 2, 1]);
  });
});
