/** An EventSource the test drives: open it, push a message, make it fail or give up. */
export class FakeEventSource extends EventTarget {
  static readonly instances: FakeEventSource[] = [];
  static last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource opened');
    return last;
  }

  readyState = 0;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  push(data: unknown): void {
    this.dispatchEvent(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }

  /** A network error (the browser retries) or, `givenUp`, an answer that is not a stream. */
  fail(givenUp: boolean): void {
    this.readyState = givenUp ? 2 : 0;
    this.dispatchEvent(new Event('error'));
  }
}
