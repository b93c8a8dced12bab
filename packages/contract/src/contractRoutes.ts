import { type AnyContractProcedure, isContractProcedure } from '@orpc/contract';
import { type Contract, contract } from './contract';

/** One call of the contract, flattened: where it is mounted and what it takes. */
export interface ContractRoute {
  /** Its place in the contract, e.g. 'chatbots.get'. */
  key: string;
  method: string;
  /** The path under /api, with {param} placeholders, e.g. '/get/strong/chatbot/{id}'. */
  path: string;
  procedure: AnyContractProcedure;
}

/**
 * Every call of the contract, in declaration order. Tests that must cover every route (the
 * ownership matrix, the fuzzing) and the metrics' route labels walk this, so a call added
 * tomorrow is covered without anyone listing it.
 */
export function listContractRoutes(root: Contract = contract): ContractRoute[] {
  const routes: ContractRoute[] = [];
  const walk = (node: unknown, key: string): void => {
    if (isContractProcedure(node)) {
      const route = node['~orpc'].route;
      if (route.path) routes.push({ key, method: route.method ?? 'POST', path: route.path, procedure: node });
      return;
    }
    if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node)) walk(child, key ? `${key}.${name}` : name);
  };
  walk(root, '');
  return routes;
}

/**
 * The contract path a request URL (under /api, without the prefix) belongs to, for labels that
 * must not hold ids: '/get/strong/chatbot/3f…' → '/get/strong/chatbot/{id}'.
 */
export function createRoutePatternMatcher(
  routes: readonly ContractRoute[] = listContractRoutes(),
): (method: string, path: string) => string | undefined {
  const compiled = routes.map((route) => ({
    method: route.method,
    path: route.path,
    pattern: new RegExp(
      `^${route.path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}/?$`,
    ),
  }));
  return (method, path) =>
    compiled.find((route) => route.method === method && route.pattern.test(path))?.path;
}
