import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { contentTypeOfKey } from './fileContentType';
import { FileNotFoundError, type FileStorage, StorageFullError, type StoredFileInfo } from './fileStorage';
import { FileStoreUnavailableError, storeFailureReason } from './fileStoreFailure';
import type { S3StorageConfig } from './storageConfig';

/** A store that does not accept the connection within this is unreachable: fail, never hang. */
const CONNECTION_TIMEOUT_MS = 3_000;
/**
 * A call other than an upload (head, read, list, delete) gets the answer's headers within this; a
 * file's body then streams as long as bytes come.
 */
const ANSWER_TIMEOUT_MS = 4_000;
/** A connection silent this long (no byte either way, mid-upload or mid-download) is dead. */
const SOCKET_IDLE_TIMEOUT_MS = 15_000;
/** Attempts of a call (the SDK's retries of network errors, 5xx and throttling). */
const MAX_ATTEMPTS = 3;

/**
 * The AWS SDK, loaded on the first call to a store rather than at start: it weighs about 22 MB of
 * the process's memory, which an install keeping its files in DATA_DIR never needs.
 */
async function loadSdk() {
  const [s3, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Scaleway, OVH, R2, s3rver in the tests) through the
 * official AWS SDK v3 client. PutObject writes an object whole or not at all, as the interface
 * asks. The secret key stays inside the client: nothing here logs the configuration.
 */
export function createS3FileStorage(
  config: S3StorageConfig,
  /** Keys a listing asks for at a time: ListObjectsV2's largest; the tests cross pages with fewer. */
  { listPageSize = 1_000 }: { listPageSize?: number } = {},
): FileStorage {
  const Bucket = config.bucket;
  let connected: Promise<{ sdk: Sdk; client: S3Client; uploadClient: S3Client }> | undefined;
  const connect = () => {
    connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...clientConfig(config),
        maxAttempts: MAX_ATTEMPTS,
        requestHandler: {
          connectionTimeout: CONNECTION_TIMEOUT_MS,
          requestTimeout: ANSWER_TIMEOUT_MS,
          throwOnRequestTimeout: true,
          socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
        },
      }),
      // Uploads take as long as their bytes need (no answer timeout, only the idle one). The SDK
      // never retries a streamed body (it cannot read it twice): uploads go through a client
      // without retries, and a failed attempt is made again here with a fresh stream of the Blob.
      uploadClient: new sdk.S3Client({
        ...clientConfig(config),
        maxAttempts: 1,
        requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_IDLE_TIMEOUT_MS },
      }),
    }));
    return connected;
  };

  const getObject = async (key: string, range?: string): Promise<GetObjectCommandOutput> => {
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (error) {
      if (isNotFound(error)) throw new FileNotFoundError(key, error);
      throw error;
    }
  };

  return {
    kind: 's3',
    save: async (key, data, contentType) => {
      const { sdk, uploadClient } = await connect();
      for (let attempt = 1; ; attempt += 1) {
        try {
          // A Blob (an upload the multipart parser kept on disk) is streamed as the store takes it:
          // a 15 MB upload is never whole in memory. A fresh stream for each attempt.
          const body = Buffer.isBuffer(data)
            ? { Body: data }
            : { Body: Readable.fromWeb(data.stream() as never), ContentLength: data.size };
          await uploadClient.send(
            // Without a type the store would answer a signed address as octet-stream: the type
            // /api/public serves the key with, when the caller gives none.
            new sdk.PutObjectCommand({
              Bucket,
              Key: key,
              ContentType: contentType ?? contentTypeOfKey(key),
              ...body,
            }),
          );
          return;
        } catch (error) {
          if (isStorageFull(error)) throw new StorageFullError(error);
          if (attempt >= MAX_ATTEMPTS || !isTransient(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
    remove: async (key) => {
      // S3 answers 204 for a key that is not there: removing twice is fine.
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    read: async (key) => {
      const answer = await getObject(key);
      return Buffer.from(await bodyOf(answer).transformToByteArray());
    },
    openRead: async (key, range) => {
      const answer = await getObject(key, range ? `bytes=${range.start}-${range.end}` : undefined);
      const body = bodyOf(answer);
      const stream = body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      return { stream, file: fileInfo(answer, totalSize(answer)) };
    },
    stat: async (key) => {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return fileInfo(answer, answer.ContentLength ?? 0);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    list: (prefix = '') =>
      listObjects(connect(), { Bucket, Prefix: prefix || undefined, MaxKeys: listPageSize }),
    signedUrl: async (key) => {
      if (!config.signedUrls) return undefined;
      const { sdk, client } = await connect();
      return sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket, Key: key }), {
        expiresIn: config.signedUrlSeconds,
      });
    },
    check: async () => {
      try {
        const { sdk, client } = await connect();
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new FileStoreUnavailableError(
          { kind: 's3', bucket: Bucket, endpoint: config.endpoint ?? `AWS (${config.region})` },
          storeFailureReason(error),
          error,
        );
      }
    },
  };
}

function clientConfig(config: S3StorageConfig): S3ClientConfig {
  // The SDK warns once per process that its releases after January 2027 will need Node 22; Griot
  // supports Node 20 (package.json's engines) and pins the SDK's version, so the warning would only
  // alarm an operator reading the log. This is the SDK's own switch; an operator may set it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset keys: the SDK's own chain (environment, shared files, instance or task role).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default (since 3.729) sends uploads as aws-chunked bodies with a CRC32 trailer and
    // checks CRCs of answers. Many S3-compatible stores (s3rver, older MinIO, several providers)
    // refuse such bodies or send no checksum: only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without a logger of its own the SDK writes some warnings on the console (a failed streamed
    // upload: 'non-retryable streaming request'). Every failure reaches us as a thrown error,
    // logged where it is handled (with the request's id), so its own lines are dropped.
    logger: SILENT_LOGGER,
  };
}

const ignore = () => {};
const SILENT_LOGGER = { trace: ignore, debug: ignore, info: ignore, warn: ignore, error: ignore };

/** Every object under the prefix, a page at a time, in the store's key order. */
async function* listObjects(
  connected: Promise<{ sdk: Sdk; client: S3Client }>,
  query: { Bucket: string; Prefix: string | undefined; MaxKeys: number },
): AsyncIterable<{ key: string; size: number }> {
  const { sdk, client } = await connected;
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ ...query, ContinuationToken }));
    for (const object of page.Contents ?? [])
      if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

function bodyOf(answer: GetObjectCommandOutput): NonNullable<GetObjectCommandOutput['Body']> {
  if (!answer.Body) throw new Error('the store answered without a body');
  return answer.Body;
}

/** The whole file's size: a ranged answer's Content-Range ('bytes 2-4/10') names it. */
function totalSize(answer: GetObjectCommandOutput): number {
  const total = answer.ContentRange?.match(/\/(\d+)$/)?.[1];
  return total ? Number(total) : (answer.ContentLength ?? 0);
}

function fileInfo(
  answer: { ETag?: string; LastModified?: Date; ContentType?: string },
  size: number,
): StoredFileInfo {
  return {
    size,
    // S3 quotes its ETags already ('"<md5>"'); a store that does not is quoted here.
    etag: answer.ETag?.startsWith('"') ? answer.ETag : `"${answer.ETag ?? size.toString(16)}"`,
    lastModified: answer.LastModified ?? new Date(0),
    contentType: answer.ContentType,
  };
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** The bucket's quota or the store's disks are full (507, MinIO's XMinioStorageFull, quotas). */
function isStorageFull(error: unknown): boolean {
  const name = (error as { name?: string })?.name ?? '';
  return statusOf(error) === 507 || /StorageFull|QuotaExceeded|InsufficientStorage/i.test(name);
}

/** A network failure or a 5xx: worth another attempt. A 4xx would answer the same again. */
function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}
