import type { contract } from '@griot/contract/contract';
import type { InferContractRouterOutputs } from '@orpc/contract';
import { createTanstackQueryUtils } from '@orpc/tanstack-query';
import { api } from './apiClient';

/**
 * The one data layer of the screens: `orpc.chatbots.list.queryOptions({ input })`,
 * `orpc.chatbots.create.mutationOptions()`, and `orpc.chatbots.key()` to invalidate everything a
 * procedure (or a whole group) cached. Keys come from the contract's procedure paths, so one call
 * is cached under one key wherever a screen reads it.
 */
export const orpc = createTanstackQueryUtils(api);

/** What each call answers, e.g. `ContractOutputs['chatbots']['get']`: the type of what its query caches. */
export type ContractOutputs = InferContractRouterOutputs<typeof contract>;
