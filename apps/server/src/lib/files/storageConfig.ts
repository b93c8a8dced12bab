/**
 * Where files are stored (issue 25): unset S3_BUCKET keeps the local folder DATA_DIR/files; set, any
 * S3-compatible store (AWS, MinIO, Scaleway, OVH, R2…) through the official AWS SDK v3 client.
 */
export interface S3StorageConfig {
  bucket: string;
  /** A store other than AWS ('https://s3.fr-par.scw.cloud', 'http://127.0.0.1:9000'); unset: AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** 'http://endpoint/bucket/key' instead of 'http://bucket.endpoint/key' (MinIO, s3rver). */
  forcePathStyle: boolean;
  /**
   * When the store is reachable by browsers: /api/public answers a redirect to a signed, time-limited
   * address instead of streaming the file through Griot (S3_SIGNED_URLS=true).
   */
  signedUrls: boolean;
  /** How long a signed address lasts (S3_SIGNED_URL_SECONDS, default 3600). */
  signedUrlSeconds: number;
}

/** The store the environment names, or undefined for the local folder. */
export function loadS3StorageConfig(env: NodeJS.ProcessEnv = process.env): S3StorageConfig | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const seconds = Number(env.S3_SIGNED_URL_SECONDS ?? '3600');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    signedUrls: env.S3_SIGNED_URLS === 'true',
    signedUrlSeconds: Number.isInteger(seconds) && seconds > 0 ? seconds : 3600,
  };
}
