import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import type { TemplateContent } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { storedFiles } from '@griot/db/schema/storedFiles';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { templateGraphError } from '../../channels/meta/templateGraphErrors';
import { uploadTemplateMedia } from '../../channels/meta/templateMediaUpload';
import type { TemplateAccount } from './templateAccount';
import { type TemplateRow, toTemplateOutput } from './templateOutput';

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
};

/**
 * The header_handle of a media header's example: the workspace's uploaded file (the path the
 * uploads answered, as the builder sends it) handed to Meta's resumable upload. A path of another
 * workspace, or one gone, is refused before anything reaches Meta. Undefined without media header.
 */
export async function headerMediaHandle(
  context: WorkspaceContext,
  account: TemplateAccount,
  content: TemplateContent,
): Promise<string | undefined> {
  const media = mediaHeader(content);
  if (media === undefined) return undefined;
  const example = await storedExample(context, account, media);
  if (!example) throw apiError(422, m.header.mediaUnreadable);
  return uploadExample(context, account, example);
}

/**
 * The header_handle of an edit. An example the builder left as the template has it (same format,
 * same file or link) is not asked for again: Griot's stored file goes to Meta again (a fresh
 * handle), or, without one (a template made in Meta's manager, a file gone), the sample Meta holds
 * goes back as Meta lists it. A new example is uploaded as for a creation.
 */
export async function editHeaderMediaHandle(
  context: WorkspaceContext,
  account: TemplateAccount,
  content: TemplateContent,
  current: TemplateRow,
): Promise<string | undefined> {
  const media = mediaHeader(content);
  if (media === undefined) return undefined;
  const before = toTemplateOutput(current).header;
  const unchanged =
    media !== '' &&
    before?.format === content.header?.format &&
    before?.format !== 'TEXT' &&
    before?.media === media;
  if (!unchanged) return headerMediaHandle(context, account, content);
  const example = await storedExample(context, account, media);
  if (example) return uploadExample(context, account, example);
  const held = heldHeaderHandle(current.components);
  if (!held) throw apiError(422, m.header.mediaUnreadable);
  return held;
}

/** The example's path or link of a media header; undefined without one (text, authentication). */
function mediaHeader(content: TemplateContent): string | undefined {
  const header = content.header;
  if (!header || header.format === 'TEXT' || content.category === 'AUTHENTICATION') return undefined;
  return header.media;
}

/** The handle Meta has for the template's example: the one Griot sent, or the sample link Meta lists. */
function heldHeaderHandle(components: readonly Record<string, unknown>[]): string | undefined {
  const header = components.find((component) => String(component.type).toUpperCase() === 'HEADER');
  const handle = (header?.example as { header_handle?: unknown } | undefined)?.header_handle;
  const first = Array.isArray(handle) ? handle[0] : undefined;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

interface StoredExample {
  key: string;
  mimeType: string;
  size: number;
}

/** The workspace's stored file a media path names, with its type and size; undefined otherwise. */
async function storedExample(
  context: WorkspaceContext,
  account: TemplateAccount,
  media: string,
): Promise<StoredExample | undefined> {
  const key = readKey(media);
  const mimeType = MIME_BY_EXTENSION[key?.split('.').pop()?.toLowerCase() ?? ''];
  if (!key || !mimeType) return undefined;
  const [owned] = await context.db
    .select({ path: storedFiles.path })
    .from(storedFiles)
    .where(and(eq(storedFiles.path, key), eq(storedFiles.workspaceId, account.workspaceId)));
  if (!owned) return undefined;
  const stored = await context.files.stat(key).catch(() => undefined);
  return stored ? { key, mimeType, size: stored.size } : undefined;
}

/** The example handed to Meta's resumable upload: its header_handle, or Meta's refusal in words. */
async function uploadExample(
  context: WorkspaceContext,
  account: TemplateAccount,
  { key, mimeType, size }: StoredExample,
): Promise<string> {
  const uploaded = await uploadTemplateMedia(
    {
      ...account.graph,
      appId: context.config.runtime.fbAppId ?? 'app',
      accessToken: account.graph.accessToken,
    },
    {
      size,
      mimeType,
      // Streamed from the store to Meta: the file is never whole in memory.
      open: () =>
        context.files.openRead(key).then(
          (opened) => opened.stream,
          () => {
            throw apiError(422, m.header.mediaUnreadable);
          },
        ),
    },
  );
  if (!uploaded.ok) {
    const refused = templateGraphError(uploaded.error);
    throw apiError(refused.status, refused.message);
  }
  return uploaded.handle;
}

/** The storage key of an upload's path ('media/images/<uuid>.png', percent-encoded, maybe a link). */
function readKey(path: string): string | undefined {
  const trimmed = path.replace(/^.*\/api\/public\//, '').replace(/^\/+/, '');
  try {
    const key = trimmed.split('/').map(decodeURIComponent).join('/');
    return key === '' || key.includes('..') ? undefined : key;
  } catch {
    return undefined;
  }
}
