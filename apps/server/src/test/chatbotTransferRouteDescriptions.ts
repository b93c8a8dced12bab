import type { RouteDescription } from './routeDescriptionTypes';

/** The smallest chatbot file an import takes: a welcome block that greets, and the default block. */
export function minimalChatbotFile(name: string): object {
  return {
    format: 'griot.chatbot',
    version: 1,
    exported_at: '2026-11-26T10:00:00.000Z',
    chatbot: { name, type: 'web' },
    variables: [],
    blocks: [
      {
        idblock: 'welcome-abc123',
        name: 'Welcome Flow',
        category: 'welcome',
        type: 'starter',
        flow: [{ type: 'text', message: 'Bienvenue !' }],
      },
      {
        idblock: 'default-abc123',
        name: 'Default Flow',
        category: 'default',
        type: 'default_block',
        flow: [],
      },
    ],
  };
}

/** A multipart body with one `file` field, built at once (a route's request is synchronous). */
function chatbotFileField(name: string) {
  const boundary = '----griot-chatbot-import';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="griot.json"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    Buffer.from(JSON.stringify(minimalChatbotFile(name))),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A chatbot's export and import (features/chatbotTransfer), for the route matrices
 * (routeDescriptions.ts says what a description is): the export names the world's chatbot (another
 * workspace's is a 404); an import makes a new chatbot of the caller's workspace.
 */
export const chatbotTransferRouteDescriptions: Record<string, RouteDescription> = {
  'chatbotTransfer.export': { kind: 'owned', request: (ids) => ({ params: { id: ids.chatbotId } }) },
  'chatbotTransfer.import': {
    kind: 'self',
    why: 'a new chatbot of the active workspace, from a file',
    request: (_ids, caller) => ({ raw: chatbotFileField(`Import ${caller}`) }),
  },
};
