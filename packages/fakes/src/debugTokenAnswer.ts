import { graphErrorBody } from './graphError';

/** What the fake knows of a business token it issued. */
export interface IssuedToken {
  wabaId: string;
  appId: string;
  /** Seconds since the epoch, as Graph gives it. */
  issuedAt: number;
}

/**
 * Graph's `GET /debug_token?input_token=…&access_token=<app id>|<app secret>` in its wire format:
 * 200 with `data` describing the token, its scopes and, per WhatsApp scope, the WABAs it was
 * granted (`granular_scopes[].target_ids`); an unknown or revoked token is 200 with
 * `is_valid: false` and the error inside `data`; no app access token is a 400 (#100).
 */
export function debugTokenAnswer(
  url: URL,
  tokens: ReadonlyMap<string, IssuedToken>,
): { status: number; body: unknown } {
  const appToken = url.searchParams.get('access_token') ?? '';
  if (appToken === '' || !appToken.includes('|'))
    return {
      status: 400,
      body: graphErrorBody({
        code: 100,
        message:
          '(#100) You must provide an app access token, or a user access token that is an owner or developer of the app',
      }),
    };
  const input = url.searchParams.get('input_token') ?? '';
  const issued = tokens.get(input);
  if (!issued)
    return {
      status: 200,
      body: {
        data: {
          error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
          is_valid: false,
          scopes: [],
        },
      },
    };
  const whatsappScopes = ['whatsapp_business_management', 'whatsapp_business_messaging'];
  return {
    status: 200,
    body: {
      data: {
        app_id: issued.appId || appToken.split('|')[0],
        type: 'SYSTEM_USER',
        application: 'Griot',
        data_access_expires_at: 0,
        expires_at: 0,
        is_valid: true,
        issued_at: issued.issuedAt,
        scopes: [...whatsappScopes, 'business_management', 'public_profile'],
        granular_scopes: [
          ...whatsappScopes.map((scope) => ({ scope, target_ids: [issued.wabaId] })),
          { scope: 'business_management' },
        ],
        user_id: '122100000000000001',
      },
    },
  };
}
