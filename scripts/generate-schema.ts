/** Writes prisma/schema/<module>.prisma from the entity catalogue, then regenerates the Prisma client. */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { entities } from '@symbol/contracts';
import { renderPrismaSchema } from '../packages/server/src/db/prisma-schema.ts';

const dir = new URL('../prisma/schema/', import.meta.url).pathname;
const files = renderPrismaSchema(entities);
for (const name of readdirSync(dir)) {
  if (name.endsWith('.prisma') && name !== 'base.prisma' && !files.has(name)) rmSync(dir + name);
}
for (const [name, text] of files) writeFileSync(dir + name, text);
console.log(`wrote ${files.size} schema files for ${entities.length} entities`);
if (!process.argv.includes('--no-client')) execFileSync('pnpm', ['exec', 'prisma', 'generate'], { stdio: 'inherit' });
