import { request } from 'undici';
import { type GraphTarget, graphAddress, type MetaGraphError, readGraphError } from './graphClient';

/**
 * A header's example media handed to Meta through its resumable upload API: `POST
 * /{app_id}/uploads?file_length&file_type` opens a session (`{ id: "upload:…" }`), `POST
 * /{session}` with the bytes (header `file_offset: 0`, `Authorization: OAuth <token>`) answers
 * `{ h }`, the header_handle a template's example names.
 */
export async function uploadTemplateMedia(
  target: GraphTarget & { appId: string; accessToken: string },
  data: Buffer,
  mimeType: string,
): Promise<{ ok: true; handle: string } | { ok: false; error: MetaGraphError }> {
  const opened = await call(
    graphAddress(target, `${encodeURIComponent(target.appId)}/uploads`, {
      file_length: String(data.length),
      file_type: mimeType,
    }),
    target.accessToken,
  );
  const session = opened.status === 200 ? (opened.body as { id?: unknown } | undefined)?.id : undefined;
  if (typeof session !== 'string') return { ok: false, error: readGraphError(opened) };
  const sent = await call(graphAddress(target, session), target.accessToken, data);
  const handle = sent.status === 200 ? (sent.body as { h?: unknown } | undefined)?.h : undefined;
  if (typeof handle !== 'string') return { ok: false, error: readGraphError(sent) };
  return { ok: true, handle };
}

async function call(url: string, token: string, data?: Buffer): Promise<{ status: number; body: unknown }> {
  try {
    const response = await request(url, {
      method: 'POST',
      headers: { authorization: `OAuth ${token}`, ...(data ? { file_offset: '0' } : {}) },
      ...(data ? { body: data } : {}),
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const text = await response.body.text();
    try {
      return { status: response.statusCode, body: JSON.parse(text) };
    } catch {
      return { status: response.statusCode, body: text };
    }
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
