/** What the settings form knows about the WhatsApp access token, which the server never sends back. */
export interface AccessTokenState {
  /** What the user typed; null while untouched. */
  draft: string | null;
  /** The stored token, once the user asked to see it. */
  revealed: string | null;
  /** The user asked to remove the stored token. */
  removed: boolean;
}

export const untouchedAccessToken: AccessTokenState = { draft: null, revealed: null, removed: false };

/**
 * The `access_token` part of the update call (the contract's rule): a new value replaces the
 * token, '' removes it, and leaving the key out keeps it. A revealed token sent back unchanged, or
 * an input cleared by hand, keeps it too: removal is only by the explicit action.
 */
export function accessTokenPatch(state: AccessTokenState): { access_token?: string } {
  if (state.removed) return { access_token: '' };
  const typed = state.draft?.trim() ?? '';
  if (typed && typed !== state.revealed) return { access_token: typed };
  return {};
}
