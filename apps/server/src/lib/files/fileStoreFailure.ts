// i18n-exempt-file: the operator's log line when the store fails at start (outside any request), like the logs

/** Why the file store refused to work at start (or in the readiness check). */
export type FileStoreFailureReason = 'unreachable' | 'credentials' | 'bucket' | 'other';

/** Which store: what the operator reads in the log to find it (never a secret). */
export type FileStoreName =
  | { kind: 's3'; bucket: string; endpoint: string }
  | { kind: 'local'; folder: string };

/**
 * The file store does not work: Griot must not start half-working. The message is the operator's
 * line in the log, in French like the rest of the operator's console: which store, what is wrong
 * and the SDK's (or the system's) own words. It names the bucket and the endpoint, never a key.
 */
export class FileStoreUnavailableError extends Error {
  constructor(
    readonly store: FileStoreName,
    readonly reason: FileStoreFailureReason,
    cause: unknown,
  ) {
    super(`${describeFailure(store, reason)} (${causeWords(cause)})`, { cause });
    this.name = 'FileStoreUnavailableError';
  }
}

function describeFailure(store: FileStoreName, reason: FileStoreFailureReason): string {
  if (store.kind === 'local')
    return `Le dossier des fichiers ${store.folder} n'est pas accessible en écriture`;
  const where = `le bucket « ${store.bucket} » sur ${store.endpoint}`;
  switch (reason) {
    case 'unreachable':
      return `Stockage S3 injoignable : ${where} ne répond pas (vérifiez S3_ENDPOINT et le réseau)`;
    case 'credentials':
      return `Stockage S3 : ${where} refuse les identifiants (vérifiez S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY)`;
    case 'bucket':
      return `Stockage S3 : ${where} n'existe pas (vérifiez S3_BUCKET, S3_REGION et S3_FORCE_PATH_STYLE)`;
    default:
      return `Stockage S3 : ${where} a refusé la vérification`;
  }
}

/** The SDK's words for a failure: its error's name, message, code and HTTP status. */
function causeWords(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const { code, $metadata } = cause as { code?: string; $metadata?: { httpStatusCode?: number } };
  // Node's connection errors from several addresses come as an AggregateError without a message.
  const inner = cause instanceof AggregateError ? cause.errors[0] : undefined;
  const parts = [
    cause.name,
    cause.message || (inner instanceof Error ? inner.message : ''),
    code,
    $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : undefined,
  ];
  return [
    ...new Set(parts.filter((part) => part && !['Error', 'Unknown', 'UnknownError'].includes(part ?? ''))),
  ].join(', ');
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);
const CREDENTIAL_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'ExpiredToken',
  'InvalidToken',
  'CredentialsProviderError',
]);

/** Sorts an SDK failure: the store out of reach, credentials refused, the bucket unknown, or else. */
export function storeFailureReason(error: unknown): FileStoreFailureReason {
  const { name, code, $metadata } = (error ?? {}) as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  const innerCode =
    error instanceof AggregateError ? (error.errors[0] as { code?: string })?.code : undefined;
  if (name === 'TimeoutError' || NETWORK_CODES.has(code ?? '') || NETWORK_CODES.has(innerCode ?? ''))
    return 'unreachable';
  if (CREDENTIAL_ERRORS.has(name ?? '') || status === 401 || status === 403) return 'credentials';
  if (name === 'NoSuchBucket' || name === 'NotFound' || status === 404) return 'bucket';
  return 'other';
}
