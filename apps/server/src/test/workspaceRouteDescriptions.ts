import type { OwnerIds, RouteDescription, RouteRequest, RouteRequestParts } from './routeDescriptionTypes';

/**
 * The workspace and team calls, for the route matrices (routeDescriptions.ts says what a
 * description is). Those naming a workspace take its id as `{id}`: another account's workspace
 * answers 404; a member, an invitation of another workspace, 404 too. A call that changes or
 * removes a member or an invitation takes the caller's own spare one (each caller of the role
 * matrix needs its own: the owner's removal leaves nothing for the admin's).
 */
const inWorkspace =
  (more: (ids: OwnerIds, caller: string) => RouteRequestParts = () => ({})): RouteRequest =>
  (ids, caller) => {
    const parts = more(ids, caller);
    return { ...parts, params: { id: ids.workspaceId, ...parts.params } };
  };

const spareOf = (ids: OwnerIds, caller: string) => {
  const spare = ids.spares[caller];
  if (!spare) throw new Error(`the world has no spare member or invitation for ${caller}`);
  return spare;
};

export const workspaceRouteDescriptions: Record<string, RouteDescription> = {
  'workspaces.list': { kind: 'self', why: 'the caller’s own memberships' },
  'workspaces.create': {
    kind: 'self',
    why: 'creates a workspace the caller owns',
    request: (_ids, caller) => ({ body: { name: `Espace de ${caller}` } }),
  },
  'workspaces.switch': { kind: 'owned', request: inWorkspace() },
  'workspaces.rename': {
    kind: 'owned',
    request: inWorkspace((_ids, caller) => ({ body: { name: `Renommé par ${caller}` } })),
  },
  'workspaces.remove': {
    kind: 'owned',
    request: inWorkspace(() => ({ body: { confirmation: 'SUPPRIMER' } })),
    ownerSkip: 'deletes the workspace every other call works in',
    throwaway: async (kit) => ({
      params: { id: (await kit.workspace()).id },
      body: { confirmation: 'SUPPRIMER' },
    }),
  },
  'workspaces.clients': { kind: 'owned', request: inWorkspace() },
  'workspaces.members': { kind: 'owned', request: inWorkspace() },
  'workspaces.invite': {
    kind: 'owned',
    request: inWorkspace((_ids, caller) => ({
      body: { email: `recrue.${caller}.${Date.now()}@example.sn`, role: 'agent' },
    })),
  },
  'workspaces.resendInvitation': {
    kind: 'owned',
    request: inWorkspace((ids, caller) => ({ params: { inv: spareOf(ids, caller).invitationId } })),
  },
  'workspaces.revokeInvitation': {
    kind: 'owned',
    request: inWorkspace((ids, caller) => ({ params: { inv: spareOf(ids, caller).invitationId } })),
  },
  'workspaces.changeRole': {
    kind: 'owned',
    request: inWorkspace((ids, caller) => ({
      params: { userId: spareOf(ids, caller).memberUserId },
      body: { role: 'editor' },
    })),
  },
  'workspaces.removeMember': {
    kind: 'owned',
    request: inWorkspace((ids, caller) => ({ params: { userId: spareOf(ids, caller).memberUserId } })),
  },
  'workspaces.leave': {
    kind: 'owned',
    request: inWorkspace(),
    ownerSkip: 'the caller would leave the world the later calls use, and its single owner may not',
    throwaway: async (kit) => ({ params: { id: (await kit.workspace()).id } }),
  },
  'workspaces.transferOwnership': {
    kind: 'owned',
    request: inWorkspace((ids, caller) => ({ body: { user_id: spareOf(ids, caller).memberUserId } })),
    ownerSkip: 'the owner would be an administrator for every later call',
    throwaway: async (kit) => {
      const workspace = await kit.workspace();
      return { params: { id: workspace.id }, body: { user_id: workspace.memberUserId } };
    },
  },
  'workspaces.audit': { kind: 'owned', request: inWorkspace() },
  'workspaces.invitation': { kind: 'public', why: 'the link’s secret token is the proof, before any login' },
  'workspaces.acceptInvitation': {
    kind: 'self',
    why: 'the link’s secret token is the proof, for the signed-in person',
    request: () => ({ params: { token: 'lien-d-invitation-inconnu-0000000000000000000' } }),
    ownerSkip: 'the world has no invitation token in clear (only its hash): 404 for anyone',
  },
};
