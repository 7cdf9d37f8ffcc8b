// `server <dir> [--console-address …]`: s3rver on :9000 keeping objects under <dir>, accepting the
// MINIO_ROOT_USER / MINIO_ROOT_PASSWORD key pair (and no other).
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const dir = args[0] === 'server' && args[1] ? args[1] : '/data';
const user = process.env.MINIO_ROOT_USER;
const password = process.env.MINIO_ROOT_PASSWORD;
if (!user || !password) {
  console.error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD are required');
  process.exit(1);
}
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(user, password);
// Path-style only: the host name `minio` is not a bucket (s3rver would read it as a virtual-host bucket).
const server = new S3rver({
  port: 9000,
  address: '0.0.0.0',
  directory: dir,
  silent: true,
  vhostBuckets: false,
});
const { address, port } = await server.run();
console.log(`s3rver: serving ${dir} on ${address}:${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
