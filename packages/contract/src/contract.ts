import { authContract } from './auth/authContract';

/**
 * The whole API: one contract per call of the spec's call tables, grouped by feature. The server
 * implements it, the web client is typed from it and /api/openapi.json is generated from it.
 */
export const contract = {
  auth: authContract,
};
export type Contract = typeof contract;
