import { newFbtraceId } from './ids';

/** One Graph error as the fakes describe it before rendering. */
export interface GraphErrorSpec {
  code: number;
  /** The full `message`, e.g. "(#131047) Re-engagement message". */
  message: string;
  type?: string;
  details?: string;
  subcode?: number;
  /** Graph marks some server-side failures as worth retrying. */
  transient?: boolean;
}

/**
 * Renders Graph's error envelope, `{ error: { message, type, code, error_data: { details },
 * fbtrace_id } }`, the body both the WhatsApp Cloud API and the Messenger Send API answer with,
 * so the runtime's parseGraphError reads fakes and the real thing alike.
 */
export function graphErrorBody(
  spec: GraphErrorSpec,
  product?: 'whatsapp',
): { error: Record<string, unknown> } {
  return {
    error: {
      message: spec.message,
      type: spec.type ?? 'OAuthException',
      code: spec.code,
      ...(spec.subcode === undefined ? {} : { error_subcode: spec.subcode }),
      ...(spec.transient ? { is_transient: true } : {}),
      ...(spec.details === undefined
        ? {}
        : { error_data: { ...(product ? { messaging_product: product } : {}), details: spec.details } }),
      fbtrace_id: newFbtraceId(),
    },
  };
}

/** The answer to a bad or expired token, identical on every Graph product. */
export const INVALID_TOKEN: GraphErrorSpec = {
  code: 190,
  message: 'Invalid OAuth access token - Cannot parse access token',
};
