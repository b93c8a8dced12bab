import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import type { OwnerIds, RouteDescription, RouteRequest, RouteRequestParts } from './routeDescriptionTypes';

/**
 * The team inbox's calls and the canned responses, for the route matrices (routeDescriptions.ts
 * says what a description is). A conversation's `{id}` is its end-user's: the world's inbox
 * conversation (matrixWorld's buildInboxWorld); another workspace's answers 404. A removal takes
 * the caller's own spare label or canned response, or a note of its own made on a throw-away
 * basis (only its author removes a note).
 */
const onConversation =
  (more: (ids: OwnerIds, caller: string) => RouteRequestParts = () => ({})): RouteRequest =>
  (ids, caller) => {
    const parts = more(ids, caller);
    return { ...parts, params: { id: ids.conversationId, ...parts.params } };
  };

const spareOf = (ids: OwnerIds, caller: string) => {
  const spare = ids.spares[caller];
  if (!spare) throw new Error(`the world has no spare label or canned response for ${caller}`);
  return spare;
};

export const inboxRouteDescriptions: Record<string, RouteDescription> = {
  'inbox.list': {
    kind: 'self',
    why: 'the active workspace’s conversations',
    request: () => ({ query: { view: 'all', search: 'Moussa' } }),
  },
  'inbox.counts': { kind: 'self', why: 'the active workspace’s views' },
  'inbox.get': { kind: 'owned', request: onConversation() },
  'inbox.assign': { kind: 'owned', request: onConversation((ids) => ({ body: { user_id: ids.userId } })) },
  'inbox.setStatus': { kind: 'owned', request: onConversation(() => ({ body: { status: 'open' } })) },
  'inbox.addNote': {
    kind: 'owned',
    request: onConversation((_ids, caller) => ({ body: { text: `Note de ${caller}` } })),
  },
  'inbox.removeNote': {
    kind: 'owned',
    request: onConversation((ids) => ({ params: { noteId: ids.noteId } })),
    ownerSkip: 'removes the owner’s note; each caller removes a note of its own',
    throwaway: async (kit) => ({ params: { id: kit.ids.conversationId, noteId: await kit.note() } }),
  },
  'inbox.setLabels': {
    kind: 'owned',
    request: onConversation((ids) => ({ body: { label_ids: [ids.labelId] } })),
  },
  'inbox.markRead': { kind: 'owned', request: onConversation() },
  'inbox.members': { kind: 'self', why: 'the active workspace’s members' },
  'inbox.setAvailability': {
    kind: 'self',
    why: 'the caller’s own membership of the active workspace',
    request: () => ({ body: { availability: 'available' } }),
  },
  'inbox.labels': { kind: 'self', why: 'the active workspace’s labels' },
  'inbox.createLabel': {
    kind: 'self',
    why: 'creates a label of the active workspace',
    request: (_ids, caller) => ({ body: { name: `Étiquette ${caller}`, color: 'teal' } }),
  },
  'inbox.updateLabel': {
    kind: 'owned',
    request: (ids, caller) => ({
      params: { labelId: ids.labelId },
      body: { name: `Urgent (${caller})`, color: 'orange' },
    }),
  },
  'inbox.removeLabel': {
    kind: 'owned',
    request: (ids, caller) => ({ params: { labelId: spareOf(ids, caller).labelId } }),
  },
  'inbox.settings': { kind: 'self', why: 'the active workspace’s settings' },
  'inbox.saveSettings': {
    kind: 'self',
    why: 'the active workspace’s settings',
    request: () => ({ body: defaultInboxSettings() }),
  },
  'inbox.responseTimes': {
    kind: 'self',
    why: 'the active workspace’s figures',
    request: () => ({ query: { days: '30' } }),
  },
  'cannedResponses.list': { kind: 'self', why: 'the active workspace’s canned responses' },
  'cannedResponses.create': {
    kind: 'self',
    why: 'creates a canned response of the active workspace',
    request: (_ids, caller) => ({
      body: { shortcut: `bonjour-${caller}`, text: 'Bonjour {{first_name}} !' },
    }),
  },
  'cannedResponses.update': {
    kind: 'owned',
    request: (ids, caller) => ({
      params: { id: ids.cannedResponseId },
      body: { shortcut: `merci-${caller}`, text: 'Merci beaucoup !' },
    }),
  },
  'cannedResponses.remove': {
    kind: 'owned',
    request: (ids, caller) => ({ params: { id: spareOf(ids, caller).cannedResponseId } }),
  },
};
