// A fake S3 (s3rver) as its own process, for tests: `node --openssl-legacy-provider fake-s3-server.mjs <dir> <bucket>`.
// It prints {"port": N} once it listens and stops on SIGTERM. Its own process because s3rver encrypts list
// continuation tokens with DES, which Node's OpenSSL 3 only offers with the legacy provider, and because a
// bucket is a separate service in production too.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: process.env.S3RVER_LOG !== '1',
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => {
  server.httpServer.closeAllConnections();
  server.close().finally(() => process.exit(0));
});
