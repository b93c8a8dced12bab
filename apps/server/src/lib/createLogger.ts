import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry secrets (reset links, webhook verification) never reach the logs. */
const SECRET_QUERY = /([?&](?:token|hub\.verify_token|access_token|code)=)[^&]*/gi;

/**
 * Secrets by their shape, wherever they appear in a log line (a message, an error, a URL): our
 * opaque tokens (`grt_…` sessions, `rst_…` resets: 3 letters, 43 base64url characters), Meta
 * access tokens (EAA…), Telegram bot tokens (in `bot<id>:<secret>` URLs too).
 */
const SECRET_SHAPES = [
  /\b[a-z]{3}_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
  /\bEAA[A-Za-z0-9]{20,}/g,
  /(?<![0-9])\d{5,12}:[A-Za-z0-9_-]{30,}/g,
];
const MASK = '[masqué]'; // i18n-exempt: written in the logs in place of a secret, never shown on a screen

export function redactUrl(url: string): string {
  return maskSecrets(url.replace(SECRET_QUERY, `$1${MASK}`));
}

/** A text with every secret-shaped part masked. */
export function maskSecrets(text: string): string {
  let masked = text;
  for (const shape of SECRET_SHAPES) masked = masked.replace(shape, MASK);
  return masked;
}

/**
 * JSON logs (pino) with secrets masked by configuration, not by each caller: fields by name
 * (authorization headers, passwords, tokens, app secrets, PINs), and secret-shaped text in
 * messages and in the logged objects, errors included.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        ...['password', 'currentPassword', 'newPassword', 'confirmPassword', 'token', 'accessToken'].flatMap(
          (name) => [name, `*.${name}`],
        ),
        ...['access_token', 'appSecret', 'app_secret', 'secret', 'pin', 'totp', 'otp'].flatMap((name) => [
          name,
          `*.${name}`,
        ]),
      ],
      censor: MASK,
    },
    hooks: {
      logMethod(args, method) {
        const masked: unknown[] = args.map((arg) => (typeof arg === 'string' ? maskSecrets(arg) : arg));
        // pino takes an error's message as the line's message when none is given: mask it too.
        const [first] = args;
        if (masked.length === 1 && typeof first === 'object' && first !== null && 'err' in first) {
          if (first.err instanceof Error) masked.push(maskSecrets(first.err.message));
        }
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
    formatters: {
      log: (object) => maskDeep(object, 0) as Record<string, unknown>,
    },
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** pino's error fields, copied into a plain object (its own has getters) and masked. */
function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error);
  const plain: Record<string, unknown> = {
    type: serialized.type,
    message: serialized.message,
    stack: serialized.stack,
  };
  for (const [key, value] of Object.entries(serialized)) plain[key] = value;
  if (typeof error.cause === 'object' && error.cause !== null && error.cause instanceof Error)
    plain.cause = serializeError(error.cause);
  return maskDeep(plain, 0) as Record<string, unknown>;
}

/** Masks secret-shaped strings a few levels deep (log objects are small and shallow). */
function maskDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (depth > 4 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  // Only plain objects: errors, requests and replies are left to their serializers.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, maskDeep(child, depth + 1)]));
}
