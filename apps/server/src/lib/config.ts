import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadS3StorageConfig, type S3StorageConfig } from './files/storageConfig';
import { type LlmConfig, loadLlmConfig } from './llmConfig';

/** Everything the server reads from its environment, with the defaults the README lists. */
export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** Where the embedded PostgreSQL, uploaded files, the outbox and the secret key live. */
  dataDir: string;
  /** External PostgreSQL; unset means the embedded one under DATA_DIR. */
  databaseUrl: string | undefined;
  /** The address users reach the app at: used in emails and webhook URLs. */
  publicUrl: string;
  /** 32 bytes: AES-256-GCM key for secrets at rest. */
  secretKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Built web app served at `/`; absent in API-only test servers. */
  webDistDir: string | undefined;
  /** Trust X-Forwarded-For from a reverse proxy (rate limits key on the client address). */
  trustProxy: boolean;
  /** When set, GET /metrics asks for it as a bearer token; unset, only loopback callers get an answer. */
  metricsToken: string | undefined;
  /** The connected e-commerce dashboard; the sidebar's shop button opens it. */
  commerceUrl: string | undefined;
  /** Key shared with the shop to encrypt the autoconnect session (AES-256-GCM). */
  commerceSharedKey: string | undefined;
  /** The conversation runtime: channel endpoints, secrets and limits. */
  runtime: RuntimeConfig;
  /**
   * GRIOT IA's OpenAI-compatible endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), and its embeddings
   * model (LLM_EMBEDDINGS_MODEL: vector similarity besides full text); unset: the local answerer.
   */
  llm?: LlmConfig;
  /** The S3-compatible store for files (S3_BUCKET…); unset: the folder DATA_DIR/files. */
  storage?: S3StorageConfig;
  /**
   * false: no 503 when the event loop is busy. For test servers only: in-process ones, whose own
   * test code runs on that loop, and the end-to-end suite's (OVERLOAD_GUARD=off), whose browsers
   * share a small machine with it and would trip the guard (the guard has tests of its own).
   */
  overloadGuard?: boolean;
}

export interface RuntimeConfig {
  /** Meta's Graph host, or a fake of ours (`npm run fake -- whatsapp`). */
  graphApiUrl: string;
  graphApiVersion: string;
  /** Signs WhatsApp and Messenger webhooks unless the chatbot has its own app secret. */
  whatsappAppSecret: string | undefined;
  /** Accepted by the WhatsApp verification handshake besides each chatbot's keyword_webhook. */
  whatsappVerifyToken: string | undefined;
  messengerAppSecret: string | undefined;
  telegramApiUrl: string;
  /** Hosts or IPs (comma separated) that request elements may reach although private. */
  requestAllowlist: string[];
  /** Conversation workers of this process (each runs one batch of lanes at a time, sends overlapping). */
  workers: number;
  /** Set to false to run the API without the runtime (the admin CLI, some tests). */
  enabled: boolean;
  /**
   * A WhatsApp send a crash interrupted waits this long for Meta's status webhook (which names our
   * message id) before it is sent again: long enough for Meta to report a send it had accepted.
   */
  interruptedSendWaitSeconds: number;
  /** Due inbox rows past which webhooks are answered 503 with Retry-After (see InboxBacklog). */
  inboxMaxDepth: number;
  /** Seconds the oldest due inbox row may wait before webhooks are answered 503 with Retry-After. */
  inboxMaxAgeSeconds: number;
  /** Broadcast sends per second per business number, shared by every worker and process (Meta's default 80). */
  broadcastRatePerSecond: number;
  /** Meta app of WhatsApp Embedded Signup; unset: the Graph fake's local signup simulator. */
  fbAppId: string | undefined;
  /** Exchanges the signup's authorization code for the business token (server side only). */
  fbAppSecret: string | undefined;
  /** Embedded Signup configuration ids, one per account type. */
  fbConfigIdEcommerce: string | undefined;
  fbConfigIdCustomerSupport: string | undefined;
}

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** Loads `.env` at the repository root into process.env, where a variable is not already set. */
export function loadDotEnv(): void {
  const file = path.join(repositoryRoot, '.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Reads the configuration; generates SECRET_KEY into DATA_DIR on first start when unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT ?? '3000');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repositoryRoot, 'data'));
  const webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps', 'web', 'dist'));
  return {
    nodeEnv: env.NODE_ENV ?? 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: emptyToUndefined(env.DATABASE_URL),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    secretKey: resolveSecretKey(env.SECRET_KEY, dataDir),
    smtpUrl: emptyToUndefined(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Griot <no-reply@griot.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: fs.existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    metricsToken: emptyToUndefined(env.METRICS_TOKEN),
    commerceUrl: emptyToUndefined(env.ECOMMERCE_URL)?.replace(/\/+$/, ''),
    commerceSharedKey: emptyToUndefined(env.ECOMMERCE_SHARED_KEY),
    runtime: loadRuntimeConfig(env),
    llm: loadLlmConfig(env),
    storage: loadS3StorageConfig(env),
    // Only the exact word 'off' switches the guard off: a typo keeps production protected.
    ...(env.OVERLOAD_GUARD === 'off' ? { overloadGuard: false } : {}),
  };
}

/** The runtime's settings; exported for the test server, which overrides a few. */
export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    graphApiUrl: (emptyToUndefined(env.GRAPH_API_URL) ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
    graphApiVersion: emptyToUndefined(env.GRAPH_API_VERSION) ?? 'v23.0',
    whatsappAppSecret: emptyToUndefined(env.WHATSAPP_APP_SECRET),
    whatsappVerifyToken: emptyToUndefined(env.WHATSAPP_VERIFY_TOKEN),
    messengerAppSecret: emptyToUndefined(env.MESSENGER_APP_SECRET),
    telegramApiUrl: (emptyToUndefined(env.TELEGRAM_API_URL) ?? 'https://api.telegram.org').replace(
      /\/+$/,
      '',
    ),
    requestAllowlist: (env.REQUEST_ALLOWLIST ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
    workers: positiveNumber(env.RUNTIME_WORKERS, 2),
    enabled: env.RUNTIME_ENABLED !== 'false',
    interruptedSendWaitSeconds: positiveNumber(env.INTERRUPTED_SEND_WAIT_SECONDS, 60),
    inboxMaxDepth: positiveNumber(env.INBOX_MAX_DEPTH, 20_000),
    inboxMaxAgeSeconds: positiveNumber(env.INBOX_MAX_AGE_SECONDS, 15),
    broadcastRatePerSecond: positiveNumber(env.BROADCAST_RATE_PER_SECOND, 80),
    fbAppId: emptyToUndefined(env.FB_APP_ID),
    fbAppSecret: emptyToUndefined(env.FB_APP_SECRET),
    fbConfigIdEcommerce: emptyToUndefined(env.FB_CONFIG_ID_ECOMMERCE),
    fbConfigIdCustomerSupport: emptyToUndefined(env.FB_CONFIG_ID_CUSTOMER_SUPPORT),
  };
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * SECRET_KEY is 64 hex characters or 44 base64 characters (32 bytes). Without one, a key is made
 * once and kept in DATA_DIR/secret.key: losing it makes stored channel tokens unreadable, so back
 * it up with the database.
 */
function resolveSecretKey(value: string | undefined, dataDir: string): Buffer {
  if (value && value.trim() !== '') return decodeKey(value.trim());
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return decodeKey(fs.readFileSync(file, 'utf8').trim());
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process starting on the same DATA_DIR wrote it first: use theirs.
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST')
      return decodeKey(fs.readFileSync(file, 'utf8').trim());
    throw error;
  }
}

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('SECRET_KEY must be 32 bytes: 64 hex characters or 44 base64 characters');
  return key;
}
