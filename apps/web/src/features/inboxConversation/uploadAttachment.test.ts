import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../components/chat/failureText';
import { uploadAttachment } from './uploadAttachment';

/** Just enough of XMLHttpRequest to see what the upload sends and to answer it. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const request = () => {
  if (!FakeRequest.last) throw new Error('no request');
  return FakeRequest.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  FakeRequest.last = null;
});

describe('uploadAttachment', () => {
  it('posts the file with the session, reports progress and returns the stored file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    localStorage.setItem('user', JSON.stringify({ data: { id: 'u1', token: 'grt_abc' }, token: 'grt_abc' }));
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'facture.pdf', { type: 'application/pdf' });
    const uploaded = uploadAttachment(file, (percent) => progress.push(percent));
    expect(request().method).toBe('POST');
    expect(request().url).toBe(`${window.location.origin}/api/inbox/upload`);
    expect(request().headers).toEqual({ authorization: 'Bearer grt_abc', 'accept-language': 'fr' });
    const sent = request().body?.get('file');
    expect(sent instanceof File && sent.name).toBe('facture.pdf');
    request().upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    request().answer(200, {
      success: true,
      path: 'media/inbox/x/facture.pdf',
      kind: 'document',
      filename: 'facture.pdf',
    });
    await expect(uploaded).resolves.toEqual({
      path: 'media/inbox/x/facture.pdf',
      kind: 'document',
      filename: 'facture.pdf',
    });
    expect(progress).toEqual([25, 100]);
  });

  it("rejects with the server's message, which failureText reads", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const uploaded = uploadAttachment(new File(['x'], 'a.png'), () => {});
    request().answer(422, { success: false, message: 'Fichier trop volumineux (6,2 Mo)' });
    const error = await uploaded.catch((failure: unknown) => failure);
    expect(failureText(error, 'fallback')).toBe('Fichier trop volumineux (6,2 Mo)');
  });

  it('stops when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const uploaded = uploadAttachment(new File(['x'], 'a.png'), () => {}, controller.signal);
    controller.abort();
    await expect(uploaded).rejects.toThrow();
    expect(request().aborted).toBe(true);
  });
});
