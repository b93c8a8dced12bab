import { whatsappTemplateMessages as m } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import type { TemplateContent } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { storedFiles } from '@griot/db/schema/storedFiles';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { WorkspaceContext } from '../../api/appContext';
import { templateGraphError } from '../../channels/meta/templateGraphErrors';
import { uploadTemplateMedia } from '../../channels/meta/templateMediaUpload';
import type { TemplateAccount } from './templateAccount';

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
  const header = content.header;
  if (!header || header.format === 'TEXT' || content.category === 'AUTHENTICATION') return undefined;
  const key = readKey(header.media);
  const [owned] = key
    ? await context.db
        .select({ path: storedFiles.path })
        .from(storedFiles)
        .where(and(eq(storedFiles.path, key), eq(storedFiles.workspaceId, account.workspaceId)))
    : [];
  const mimeType = MIME_BY_EXTENSION[key?.split('.').pop()?.toLowerCase() ?? ''];
  if (!owned || !key || !mimeType) throw apiError(422, m.header.mediaUnreadable);
  const stored = await context.files.stat(key).catch(() => undefined);
  if (!stored) throw apiError(422, m.header.mediaUnreadable);
  const uploaded = await uploadTemplateMedia(
    {
      ...account.graph,
      appId: context.config.runtime.fbAppId ?? 'app',
      accessToken: account.graph.accessToken,
    },
    {
      size: stored.size,
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
