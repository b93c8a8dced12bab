import { type ContractRoute, listContractRoutes } from '@griot/contract/contractRoutes';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount } from '../test/factories';
import {
  buildOwnerWorld,
  buildRequest,
  idForParam,
  safeJson,
  settleRuntime,
  snapshotWorldRows,
} from '../test/matrixWorld';
import { OWNER, routeDescriptions } from '../test/routeDescriptions';
import { throwawayKit } from '../test/throwaways';

/**
 * Every call of the contract, walked from the contract itself (a call added tomorrow is covered
 * without writing a test, and fails here until routeDescriptions.ts says what it is):
 * - as a second account with the first account's ids → 404, and no row of the first account's
 *   workspace moves;
 * - without a session, with a garbage token, with a revoked token → 401.
 */
const testServer = useTestServer();
const routes = listContractRoutes();

describe('every contract route is described', () => {
  it('has a description, and every description names a route of the contract', () => {
    const keys = new Set(routes.map((route) => route.key));
    const undescribed = [...keys].filter((key) => !(key in routeDescriptions));
    expect(undescribed, 'describe these routes in apps/server/src/test/routeDescriptions.ts').toEqual([]);
    const stale = Object.keys(routeDescriptions).filter((key) => !keys.has(key));
    expect(stale, 'these descriptions name no route of the contract').toEqual([]);
  });
});

describe('ownership matrix: another account’s ids answer 404 and move nothing', () => {
  it('holds for every route that takes an id', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    // The intruder has a world of its own: mixing its chatbot with the owner's block or
    // conversation must not reach them either.
    const intruder = await buildOwnerWorld(server);
    // The runtime's own work on both worlds ends first (the web visitor's round, the figures it
    // leaves to the activity catch-up): only what the intruder's calls do may show below.
    await settleRuntime(server);
    const before = await snapshotWorldRows(server, owner);
    let cases = 0;
    const failures: string[] = [];
    for (const route of routes) {
      const description = routeDescriptions[route.key];
      if (description?.kind !== 'owned') continue;
      const ownerParts = description.request?.(owner, OWNER) ?? {};
      const attempts = [
        buildRequest(route, owner, ownerParts),
        ...mixedIdParams(route).map((param) => {
          const parts = description.request?.(intruder, OWNER) ?? {};
          return buildRequest(route, intruder, {
            ...parts,
            params: {
              ...parts.params,
              [param]: ownerParts.params?.[param] ?? idForParam(param, owner) ?? '',
            },
          });
        }),
      ];
      for (const request of attempts) {
        const response = await server.app.inject({
          ...request,
          headers: { ...request.headers, ...intruder.auth },
        });
        cases += 1;
        const body = safeJson(response.body);
        if (response.statusCode !== 404 || body?.success !== false || typeof body.message !== 'string')
          failures.push(
            `${route.key} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshotWorldRows(server, owner)).toEqual(before);
    const owned = routes.filter((route) => routeDescriptions[route.key]?.kind === 'owned').length;
    console.log(`ownership matrix: ${owned} routes × foreign ids → ${cases} cases, all 404, nothing moved`);
    expect(cases).toBeGreaterThanOrEqual(owned);
  });

  it('answers the owner on the same requests (the matrix calls real routes, not typos)', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    const failures: string[] = [];
    for (const route of routes) {
      const description = routeDescriptions[route.key];
      if (description?.kind !== 'owned') continue;
      // A call whose request is no success for its owner is made when the description says what
      // it answers instead; one that destroys what later calls use, on a throw-away copy, else skipped.
      const destroys = description.ownerSkip !== undefined && description.ownerAnswer === undefined;
      if (destroys && !description.throwaway) continue;
      const parts =
        destroys && description.throwaway
          ? await description.throwaway(throwawayKit(server, owner, { userId: owner.userId, role: 'owner' }))
          : (description.request?.(owner, OWNER) ?? {});
      const request = buildRequest(route, owner, parts);
      const response = await server.app.inject({
        ...request,
        headers: { ...request.headers, ...owner.auth },
      });
      const expected = description.ownerAnswer;
      if (expected === undefined ? response.statusCode >= 400 : response.statusCode !== expected)
        failures.push(
          `${route.key} ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});

describe('authentication matrix: no session, a garbage token, a revoked token → 401', () => {
  it('holds for every route behind a session', async () => {
    const server = testServer();
    const owner = await buildOwnerWorld(server);
    const revoked = await buildAccount(server);
    await server.app.inject({
      method: 'POST',
      url: '/api/strong/auth/logout',
      headers: revoked.auth,
      payload: {},
    });
    const variants: Record<string, Record<string, string>> = {
      'no token': {},
      'garbage token': { authorization: 'Bearer grt_0000000000000000000000000000000000000000000' },
      'not a bearer': { authorization: 'Basic dXNlcjpwYXNz' },
      'empty bearer': { authorization: 'Bearer ' },
      'revoked token': revoked.auth,
    };
    let cases = 0;
    const failures: string[] = [];
    const guarded = routes.filter((route) => routeDescriptions[route.key]?.kind !== 'public');
    for (const route of guarded) {
      const description = routeDescriptions[route.key];
      const request = buildRequest(
        route,
        owner,
        description && description.kind !== 'public' ? (description.request?.(owner, OWNER) ?? {}) : {},
      );
      for (const [name, headers] of Object.entries(variants)) {
        const response = await server.app.inject({ ...request, headers: { ...request.headers, ...headers } });
        cases += 1;
        if (response.statusCode !== 401)
          failures.push(`${route.key} (${name}) → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    console.log(
      `authentication matrix: ${guarded.length} routes × ${Object.keys(variants).length} token variants → ${cases} cases, all 401`,
    );
  });
});

/** The id parameters of a path that names several ids (a chatbot and its block, its conversation…). */
function mixedIdParams(route: ContractRoute): string[] {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const ids = names.filter((name) => ID_PARAMS.has(name));
  return ids.length > 1 ? ids : [];
}

const ID_PARAMS = new Set([
  'id',
  'idchatbot',
  'chatbotId',
  'blockId',
  'idblock',
  'usertel',
  'messageId',
  'userId',
  'inv',
]);
