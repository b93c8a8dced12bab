import { describe, expect, it } from 'vitest';
import { listContractRoutes } from '../contractRoutes';
import { type CallAccess, type CallKey, callAccess, canCall, parseCallAccess } from './callAccess';
import { roleAtLeast, WORKSPACE_ROLES, type WorkspaceRole } from './workspaceRoles';

const table = callAccess as Record<string, CallAccess>;

describe('the access table', () => {
  it('says who may make every call of the contract, and names no other', () => {
    const keys = listContractRoutes().map((route) => route.key);
    expect(keys.filter((key) => !(key in table))).toEqual([]);
    expect(Object.keys(table).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('holds only accesses the server understands', () => {
    const valid = new Set<string>([
      'public',
      'account',
      ...WORKSPACE_ROLES,
      ...WORKSPACE_ROLES.map((role) => `${role}@id`),
    ]);
    expect(Object.entries(table).filter(([, access]) => !valid.has(access))).toEqual([]);
  });

  it('names a workspace in the path of every call whose role is of that workspace', () => {
    const routes = listContractRoutes();
    const pathScoped = routes.filter((route) => table[route.key]?.endsWith('@id'));
    expect(pathScoped.length).toBeGreaterThan(0);
    expect(pathScoped.filter((route) => !route.path.includes('{id}')).map((route) => route.key)).toEqual([]);
  });

  it('keeps what the issue gives each role', () => {
    // An agent: the conversations and the end-users, nothing of flows, settings, broadcasts or members.
    expect(canCall('agent', 'conversations.reply')).toBe(true);
    expect(canCall('agent', 'conversations.takeOver')).toBe(true);
    expect(canCall('agent', 'endUsers.detail')).toBe(true);
    for (const key of ['flows.save', 'chatbots.update', 'broadcasts.start', 'workspaces.members'] as const)
      expect(canCall('agent', key), key).toBe(false);
    // An editor: chatbots, flows, knowledge, segments, broadcasts; no members, no WhatsApp accounts.
    for (const key of ['flows.save', 'knowledge.upload', 'segments.conditions', 'broadcasts.start'] as const)
      expect(canCall('editor', key), key).toBe(true);
    for (const key of ['whatsappAccounts.list', 'workspaces.invite', 'account.billing'] as const)
      expect(canCall('editor', key), key).toBe(false);
    // An admin: everything but billing and ownership.
    expect(canCall('admin', 'whatsappAccounts.create')).toBe(true);
    expect(canCall('admin', 'workspaces.changeRole')).toBe(true);
    for (const key of ['account.billing', 'workspaces.transferOwnership', 'workspaces.remove'] as const)
      expect(canCall('admin', key), key).toBe(false);
    // The owner: everything.
    expect(
      (Object.keys(table) as CallKey[]).filter((key) => !canCall('owner', key)),
      'calls the owner may not make',
    ).toEqual([]);
  });
});

describe('canCall', () => {
  it('lets anyone, with or without a workspace, make the public and account calls', () => {
    for (const role of [...WORKSPACE_ROLES, null, undefined]) {
      expect(canCall(role, 'auth.login')).toBe(true);
      expect(canCall(role, 'account.profile')).toBe(true);
      expect(canCall(role, 'workspaces.list')).toBe(true);
    }
  });

  it('refuses every role call to someone without a workspace', () => {
    const roleCalls = (Object.keys(table) as CallKey[]).filter(
      (key) => parseCallAccess(table[key] as CallAccess).kind === 'role',
    );
    expect(roleCalls.filter((key) => canCall(null, key) || canCall(undefined, key))).toEqual([]);
  });

  it('answers as roleAtLeast for every role and call, whichever workspace the role is of', () => {
    for (const [key, access] of Object.entries(table)) {
      const parsed = parseCallAccess(access);
      if (parsed.kind !== 'role') continue;
      for (const role of WORKSPACE_ROLES)
        expect(canCall(role, key as CallKey), `${key} as ${role}`).toBe(roleAtLeast(role, parsed.role));
    }
  });
});

describe('roleAtLeast', () => {
  it('orders the roles owner > admin > editor > agent', () => {
    const ranks: WorkspaceRole[] = ['agent', 'editor', 'admin', 'owner'];
    ranks.forEach((role, rank) => {
      ranks.forEach((needed, neededRank) => {
        expect(roleAtLeast(role, needed), `${role} ≥ ${needed}`).toBe(rank >= neededRank);
      });
    });
  });

  it('gives nothing to no role', () => {
    for (const needed of WORKSPACE_ROLES) {
      expect(roleAtLeast(null, needed)).toBe(false);
      expect(roleAtLeast(undefined, needed)).toBe(false);
    }
  });
});

describe('parseCallAccess', () => {
  it('reads the role and the workspace it is of', () => {
    expect(parseCallAccess('public')).toEqual({ kind: 'public' });
    expect(parseCallAccess('account')).toEqual({ kind: 'account' });
    expect(parseCallAccess('editor')).toEqual({ kind: 'role', role: 'editor', workspace: 'active' });
    expect(parseCallAccess('admin@id')).toEqual({ kind: 'role', role: 'admin', workspace: 'path' });
  });
});
