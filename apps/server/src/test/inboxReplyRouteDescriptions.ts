import { tinyPng } from './multipart';
import type { RouteDescription } from './routeDescriptionTypes';

/** A multipart body with one `file` field, built at once (a route's request is synchronous). */
function fileField(data: Buffer, name: string, type: string) {
  const boundary = '----griot-inbox-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const WORLD_HAS_NO_WABA =
  'the world’s WhatsApp chatbot has no token nor WhatsApp Business account: after the ownership and role checks, 422';

/**
 * The inbox calls that write to the customer (features/inboxReplies), for the route matrices. A
 * reply goes to the world's web-chat conversation (ids.endUserId: no platform to reach); the
 * templates are the inbox conversation's (ids.conversationId), WhatsApp, whose chatbot has no
 * account to read them from, so its members get 422 where another workspace gets 404.
 */
export const inboxReplyRouteDescriptions: Record<string, RouteDescription> = {
  'inbox.reply': {
    kind: 'owned',
    request: (ids, caller) => ({ params: { id: ids.endUserId }, body: { text: `Réponse de ${caller}` } }),
  },
  'inbox.upload': {
    kind: 'self',
    why: 'a file of the active workspace, for a reply',
    request: () => ({ raw: fileField(tinyPng(), 'photo.png', 'image/png') }),
  },
  'inbox.templates': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.conversationId } }),
    ownerSkip: WORLD_HAS_NO_WABA,
    ownerAnswer: 422,
  },
  'inbox.sendTemplate': {
    kind: 'owned',
    request: (ids) => ({ params: { id: ids.conversationId }, body: { template_id: '1003', values: [] } }),
    ownerSkip: WORLD_HAS_NO_WABA,
    ownerAnswer: 422,
  },
};
