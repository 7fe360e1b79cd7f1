/** The vocabulary of demo content: records of catalogue entities with stable ids (re-running finds them). */
import { createHash } from 'node:crypto';

export interface SeedRecord {
  /** Catalogue key, e.g. `host/pages`. */
  entity: string;
  data: Record<string, unknown> & { id: string };
}

/** A stable RFC 4122 (version 5 style) uuid from a readable name: `seedId('page:home')`. */
export function seedId(name: string): string {
  const hex = createHash('sha1').update(`symbol-demo:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const record = (entity: string, name: string, data: Record<string, unknown>): SeedRecord => ({
  entity,
  data: { id: seedId(`${entity}:${name}`), ...data },
});

/** A link record between two named records: `linkRecord('host/pages-to-layouts', { pageId: ['host/pages','home'], ... })`. */
export function linkRecord(
  entity: string,
  ends: Record<string, [string, string]>,
  data: Record<string, unknown> = {},
): SeedRecord {
  const ids = Object.fromEntries(
    Object.entries(ends).map(([field, [target, name]]) => [field, seedId(`${target}:${name}`)]),
  );
  const name = Object.values(ends)
    .map(([t, n]) => `${t}:${n}`)
    .join('|');
  return { entity, data: { id: seedId(`${entity}:${name}`), ...ids, ...data } };
}
