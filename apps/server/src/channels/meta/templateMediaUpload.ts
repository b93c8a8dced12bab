import type { Readable } from 'node:stream';
import { request } from 'undici';
import { type GraphTarget, graphAddress, type MetaGraphError, readGraphError } from './graphClient';

/** The example's bytes: opened only once Meta gave a session (a refusal reads nothing). */
export interface TemplateMediaSource {
  size: number;
  mimeType: string;
  open: () => Promise<Readable>;
}

/**
 * A header's example media handed to Meta through its resumable upload API: `POST
 * /{app_id}/uploads?file_length&file_type` opens a session (`{ id: "upload:…" }`), `POST
 * /{session}` with the bytes (header `file_offset: 0`, `Authorization: OAuth <token>`) answers
 * `{ h }`, the header_handle a template's example names. The bytes are streamed from the store.
 */
export async function uploadTemplateMedia(
  target: GraphTarget & { appId: string; accessToken: string },
  media: TemplateMediaSource,
): Promise<{ ok: true; handle: string } | { ok: false; error: MetaGraphError }> {
  const opened = await call(
    graphAddress(target, `${encodeURIComponent(target.appId)}/uploads`, {
      file_length: String(media.size),
      file_type: media.mimeType,
    }),
    target.accessToken,
  );
  const session = opened.status === 200 ? (opened.body as { id?: unknown } | undefined)?.id : undefined;
  if (typeof session !== 'string') return { ok: false, error: readGraphError(opened) };
  const sent = await call(graphAddress(target, session), target.accessToken, {
    stream: await media.open(),
    size: media.size,
  });
  const handle = sent.status === 200 ? (sent.body as { h?: unknown } | undefined)?.h : undefined;
  if (typeof handle !== 'string') return { ok: false, error: readGraphError(sent) };
  return { ok: true, handle };
}

async function call(
  url: string,
  token: string,
  data?: { stream: Readable; size: number },
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await request(url, {
      method: 'POST',
      headers: {
        authorization: `OAuth ${token}`,
        ...(data ? { file_offset: '0', 'content-length': String(data.size) } : {}),
      },
      ...(data ? { body: data.stream } : {}),
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
