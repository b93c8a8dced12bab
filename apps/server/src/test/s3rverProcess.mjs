import S3rver from 's3rver';

/**
 * s3rver in a process of its own, started by startS3Server with `node --openssl-legacy-provider`:
 * s3rver ciphers ListObjectsV2's continuation tokens with DES, which Node 20's OpenSSL 3 only has in
 * its legacy provider (without it, a listing longer than a page fails with an InternalError). Plain
 * JavaScript, so no compiler loads; its own process also keeps its disk work off the test's event
 * loop. Prints `{"port":…}` once listening; stops when its parent closes stdin (or dies).
 */
const [directory] = process.argv.slice(2);
if (!directory) throw new Error('usage: s3rverProcess.mjs <directory>');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'griot', configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
