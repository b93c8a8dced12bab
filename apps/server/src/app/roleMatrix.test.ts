import { type ContractRoute, listContractRoutes } from '@griot/contract/contractRoutes';
import { type CallAccess, callAccess, parseCallAccess } from '@griot/contract/workspaces/callAccess';
import fr from '@griot/contract/workspaces/i18n/fr';
import { roleAtLeast, WORKSPACE_ROLES, type WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { workspaceMembers } from '@griot/db/schema/workspaces';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../test/buildTestServer';
import {
  buildOwnerWorld,
  buildRequest,
  type InjectRequest,
  loggedInMember,
  safeJson,
  settleRuntime,
  snapshotWorldRows,
} from '../test/matrixWorld';
import { type OwnerIds, routeDescriptions } from '../test/routeDescriptions';
import { throwawayKit } from '../test/throwaways';

/**
 * The role × call matrix, generated from the contract and its access table (callAccess.ts): for
 * every call a role of the workspace may make, and every role, in one workspace with an owner, an
 * admin, an editor and an agent (each logged in, working there):
 * - a role below the call's → 403 with the French message, and no row of the workspace moves;
 * - a role at or above → the call goes through (2xx, or the answer its description states).
 * A call added tomorrow is walked without editing this file (routeDescriptions.ts describes it).
 */
// A shop is configured: its handoff is a call like the others here.
const testServer = useTestServer({ commerceUrl: 'https://boutique.griot.test' });
const routes = listContractRoutes();

interface RoleCall {
  route: ContractRoute;
  needed: WorkspaceRole;
  workspace: 'active' | 'path';
}

function accessOf(key: string) {
  const declared = (callAccess as Record<string, CallAccess | undefined>)[key];
  return declared ? parseCallAccess(declared) : undefined;
}

const roleCalls: RoleCall[] = routes.flatMap((route) => {
  const access = accessOf(route.key);
  return access?.kind === 'role' ? [{ route, needed: access.role, workspace: access.workspace }] : [];
});

interface TeamWorld {
  ids: OwnerIds;
  members: Record<WorkspaceRole, { userId: string; auth: { authorization: string } }>;
}

/** The world of the matrices, with an admin, an editor and an agent beside its owner. */
async function buildTeamWorld(server: TestServer): Promise<TeamWorld> {
  const ids = await buildOwnerWorld(server, WORKSPACE_ROLES);
  return {
    ids,
    members: {
      owner: { userId: ids.userId, auth: ids.auth },
      admin: await loggedInMember(server, ids.workspaceId, 'admin'),
      editor: await loggedInMember(server, ids.workspaceId, 'editor'),
      agent: await loggedInMember(server, ids.workspaceId, 'agent'),
    },
  };
}

/** The request its description gives the call, made by `role`. */
function requestOf(route: ContractRoute, ids: OwnerIds, role: WorkspaceRole): InjectRequest {
  const description = routeDescriptions[route.key];
  const parts = description && description.kind !== 'public' ? (description.request?.(ids, role) ?? {}) : {};
  return buildRequest(route, ids, parts);
}

async function send(server: TestServer, request: InjectRequest, auth: { authorization: string }) {
  const response = await server.app.inject({ ...request, headers: { ...request.headers, ...auth } });
  return { status: response.statusCode, body: response.body, json: safeJson(response.body) };
}

describe('role matrix: every call of a workspace role × every role', () => {
  it('walks every call of the access table that asks for a role', () => {
    const unlisted = routes.filter((route) => !accessOf(route.key)).map((route) => route.key);
    expect(unlisted, 'say who may make these calls in callAccess.ts').toEqual([]);
    const roleEntries = Object.values(callAccess).filter((access) => parseCallAccess(access).kind === 'role');
    expect(roleCalls).toHaveLength(roleEntries.length);
    expect(roleCalls.length).toBeGreaterThan(80);
  });

  it('refuses a role below the call’s: 403 with the French message, and nothing moves', async () => {
    const server = testServer();
    const world = await buildTeamWorld(server);
    await settleRuntime(server);
    const before = await snapshotWorldRows(server, world.ids);
    let cases = 0;
    const failures: string[] = [];
    for (const { route, needed } of roleCalls)
      for (const role of WORKSPACE_ROLES) {
        if (roleAtLeast(role, needed)) continue;
        const request = requestOf(route, world.ids, role);
        const answer = await send(server, request, world.members[role].auth);
        cases += 1;
        if (answer.status !== 403 || answer.json?.success !== false || answer.json.message !== fr.forbidden)
          failures.push(`${route.key} as ${role} → ${answer.status} ${answer.body.slice(0, 160)}`);
      }
    expect(failures).toEqual([]);
    expect(await snapshotWorldRows(server, world.ids)).toEqual(before);
    const expected = roleCalls.reduce(
      (sum, call) => sum + WORKSPACE_ROLES.filter((role) => !roleAtLeast(role, call.needed)).length,
      0,
    );
    expect(cases).toBe(expected);
    console.log(
      `role matrix, refused: ${roleCalls.length} calls × ${WORKSPACE_ROLES.length} roles → ${cases} cases below the call's role, all 403 in French, nothing moved`,
    );
  });

  it('lets a role at or above the call’s make it: 2xx, or the answer its description states', async () => {
    const server = testServer();
    const world = await buildTeamWorld(server);
    let cases = 0;
    let throwaways = 0;
    const skipped = new Map<string, string>();
    const failures: string[] = [];
    for (const { route, needed } of roleCalls) {
      const description = routeDescriptions[route.key];
      if (!description || description.kind === 'public') {
        failures.push(`${route.key}: a role call described as ${description?.kind ?? 'nothing'}`);
        continue;
      }
      // Least trusted first: what the owner's call changes comes after the others'.
      for (const role of [...WORKSPACE_ROLES].reverse()) {
        if (!roleAtLeast(role, needed)) continue;
        // A destructive call is made on a throw-away copy when its description makes one.
        const destroys = description.ownerSkip !== undefined && description.ownerAnswer === undefined;
        if (destroys && !description.throwaway) {
          skipped.set(route.key, description.ownerSkip ?? '');
          continue;
        }
        const request =
          destroys && description.throwaway
            ? buildRequest(
                route,
                world.ids,
                await description.throwaway(
                  throwawayKit(server, world.ids, { userId: world.members[role].userId, role }),
                ),
              )
            : requestOf(route, world.ids, role);
        if (destroys) throwaways += 1;
        const answer = await send(server, request, world.members[role].auth);
        cases += 1;
        const expected = description.ownerAnswer;
        const ok =
          expected === undefined
            ? answer.status >= 200 && answer.status < 300
            : answer.status === expected && answer.json?.message !== fr.forbidden;
        if (!ok)
          failures.push(
            `${route.key} as ${role} → ${answer.status} (expected ${expected ?? '2xx'}) ${answer.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    const stated = roleCalls.filter((call) => {
      const description = routeDescriptions[call.route.key];
      return description?.kind !== 'public' && description?.ownerAnswer !== undefined;
    });
    console.log(
      `role matrix, allowed: ${cases} cases at or above the call's role (${throwaways} on a throw-away copy; ${stated.length} calls answer as their description states), ${skipped.size} calls skipped:\n${[
        ...skipped,
      ]
        .map(([key, why]) => `  - ${key}: ${why}`)
        .join('\n')}`,
    );
    // Some 340 calls one after the other: past 20 s on a machine shared with other work.
  }, 60_000);

  it('a member removed mid-session: 403 “no longer a member” on role calls; their own account still answers', async () => {
    const server = testServer();
    const ids = await buildOwnerWorld(server, ['agent']);
    const agent = await loggedInMember(server, ids.workspaceId, 'agent');
    const conversations = routes.find((route) => route.key === 'conversations.list');
    if (!conversations) throw new Error('conversations.list left the contract');
    expect((await send(server, requestOf(conversations, ids, 'agent'), agent.auth)).status).toBe(200);

    await server.db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, ids.workspaceId), eq(workspaceMembers.userId, agent.userId)),
      );
    await settleRuntime(server);
    const before = await snapshotWorldRows(server, ids);
    const failures: string[] = [];
    for (const { route, workspace } of roleCalls) {
      const answer = await send(server, requestOf(route, ids, 'agent'), agent.auth);
      // The active workspace's calls say why; a workspace named in the path is no longer theirs.
      const ok =
        workspace === 'active'
          ? answer.status === 403 && answer.json?.message === fr.notMemberAnymore
          : answer.status === 404 && answer.json?.message === fr.workspaceNotFound;
      if (!ok) failures.push(`${route.key} → ${answer.status} ${answer.body.slice(0, 160)}`);
    }
    // What needs no workspace still answers: the person, their account, their workspaces.
    const accountReads = routes.filter(
      (route) => accessOf(route.key)?.kind === 'account' && route.method === 'GET',
    );
    for (const route of accountReads) {
      const answer = await send(server, requestOf(route, ids, 'agent'), agent.auth);
      if (answer.status === 401 || answer.status === 403)
        failures.push(`${route.key} (account) → ${answer.status} ${answer.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(accountReads.map((route) => route.key)).toEqual(
      expect.arrayContaining(['auth.me', 'account.profile', 'workspaces.list']),
    );
    expect(await snapshotWorldRows(server, ids)).toEqual(before);
  });
});
