/**
 * `pnpm cluster`: N API instances (CLUSTER_INSTANCES, default 2) on DATABASE_URL and REDIS_URL behind Caddy
 * (least_conn), files on S3: S3_ENDPOINT and its settings when set, else a local s3rver in .data/cluster-s3.
 */
import path from 'node:path';
import { startCluster } from '../packages/server/src/cluster/cluster.ts';
import { startLocalS3 } from '../packages/server/src/cluster/local-s3.ts';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Set DATABASE_URL to the PostgreSQL database the instances share (e.g. postgresql://postgres@127.0.0.1:5432/symbol).',
  );
  process.exit(1);
}
const instancesText = process.env.CLUSTER_INSTANCES || '2';
const instances = Number(instancesText);
// Not a count (NaN, 0): Caddy would stand in front of no instance and the command wait without a word.
if (!Number.isInteger(instances) || instances < 1) {
  console.error(`CLUSTER_INSTANCES must be a whole number from 1 (got "${instancesText}").`);
  process.exit(1);
}

const s3 = process.env.S3_ENDPOINT ? undefined : await startLocalS3(path.join(root, '.data/cluster-s3'));
const s3Env = s3?.env ?? {};

try {
  const cluster = await startCluster({
    instances,
    databaseUrl,
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...s3Env },
    onOutput: (line) => console.log(line),
  });
  console.log(
    `\n${instances} instances behind Caddy at ${cluster.url} (${cluster.instances.map((i) => i.url).join(', ')})`,
  );
  console.log(`writes need header X-RBAC-SECRET-KEY: ${cluster.env.RBAC_SECRET_KEY}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void cluster
        .stop()
        .then(() => s3?.close())
        .then(() => process.exit(0));
    });
} catch (error) {
  console.error((error as Error).message);
  await s3?.close();
  process.exit(1);
}
