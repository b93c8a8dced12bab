import net from 'node:net';

/**
 * One keep-alive HTTP/1.1 connection that sends requests prepared as bytes and reads back only
 * the status: what wrk does. The burst's generator shares the 2 cores with what it measures; a
 * full client (undici: request objects, header parsing, body streams) cost about a third of its
 * CPU. One request at a time per connection, no pipelining: the server sees what Meta sends.
 * Understands answers with a Content-Length or chunked; reconnects when the server closes.
 */
export class RawHttpConnection {
  private socket: net.Socket | undefined;
  private received = '';
  private pending: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** `POST path` with a JSON body and these headers, as the bytes `request` sends. */
  static post(host: string, path: string, headers: Record<string, string>, body: string): Buffer {
    const bytes = Buffer.from(body);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    return Buffer.concat([
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nhost: ${host}\r\n${lines.join('')}content-length: ${bytes.length}\r\n\r\n`,
        'latin1',
      ),
      bytes,
    ]);
  }

  async connect(): Promise<void> {
    if (this.socket && !this.socket.destroyed) return;
    const socket = net.connect(this.port, this.host);
    socket.setNoDelay(true);
    this.socket = socket;
    this.received = '';
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.on('data', (chunk: Buffer) => {
      this.received += chunk.toString('latin1');
      this.parse();
    });
    const fail = (error?: Error) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(error ?? new Error('connection closed'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
  }

  /** Sends one request; resolves with the answer's status once its whole body arrived. */
  async request(bytes: Buffer): Promise<number> {
    await this.connect();
    return new Promise<number>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket?.write(bytes);
    });
  }

  close(): void {
    this.socket?.destroy();
  }

  private parse(): void {
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd === -1 || !this.pending) return;
    const head = this.received.slice(0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let end: number;
    if (length) {
      end = headEnd + 4 + Number(length[1]);
      if (this.received.length < end) return;
    } else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.received.indexOf('\r\n0\r\n\r\n', headEnd + 2);
      if (last === -1) return;
      end = last + 7;
    } else end = headEnd + 4;
    this.received = this.received.slice(end);
    const { resolve } = this.pending;
    this.pending = undefined;
    if (/\r\nconnection: *close/i.test(head)) this.socket?.destroy();
    resolve(status);
  }
}
