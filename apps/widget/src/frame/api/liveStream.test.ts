import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fakeEventSource';
import { createLiveStream } from './liveStream';

describe('the live stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.instances.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function stream(wanted = () => true) {
    const handlers = { onOpen: vi.fn(), onMessage: vi.fn(), wanted };
    let n = 0;
    const live = createLiveStream(() => `/events?n=${++n}`, handlers);
    return { live, handlers };
  }

  it('catches up at each opening and passes the messages on', () => {
    const { live, handlers } = stream();
    live.connect();
    const source = FakeEventSource.last();
    expect(source.url).toBe('/events?n=1');
    source.open();
    source.push({ id: 'm1' });
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    expect(handlers.onMessage).toHaveBeenCalledWith('{"id":"m1"}');
  });

  it("leaves a network error to the browser's own retry", () => {
    const { live } = stream();
    live.connect();
    FakeEventSource.last().fail(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens a new stream 5 s after the browser gave up, with a fresh address', () => {
    const { live } = stream();
    live.connect();
    FakeEventSource.last().fail(true);
    vi.advanceTimersByTime(4999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.last().url).toBe('/events?n=2');
  });

  it('does not reopen once the session is gone or another stream replaced it', () => {
    let wanted = true;
    const { live } = stream(() => wanted);
    live.connect();
    FakeEventSource.last().fail(true);
    wanted = false;
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(1);

    wanted = true;
    const first = FakeEventSource.last();
    first.fail(true);
    live.connect();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
