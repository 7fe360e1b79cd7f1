/** Slug and adminTitle are generated when empty (spec): readable where a title exists, random otherwise. */
import { randomBytes } from 'node:crypto';
import type { Entity } from '@symbol/contracts';

const randomSuffix = () => randomBytes(4).toString('hex');

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function titleOf(data: Record<string, unknown>): string | undefined {
  const title = data.title;
  if (typeof title === 'string' && title) return title;
  if (title && typeof title === 'object') {
    const values = Object.values(title as Record<string, string>).filter(Boolean);
    return (title as Record<string, string>).en || values[0];
  }
  return undefined;
}

/** Whether a slug is the one generated for a record that had no title or adminTitle (`subjects-1a2b3c4d`). */
export function isUntitledSlug(entity: Entity, slug: string): boolean {
  const prefix = `${slugify(entity.collection)}-`;
  return slug.startsWith(prefix) && /^[0-9a-f]{8}$/.test(slug.slice(prefix.length));
}

/**
 * On create every absent or empty slug and adminTitle is generated; on update only those set to '' (an absent
 * field is left as it is).
 */
export function withGeneratedValues(
  entity: Entity,
  data: Record<string, unknown>,
  on: 'create' | 'update' = 'create',
): Record<string, unknown> {
  const out = { ...data };
  for (const [name, field] of Object.entries(entity.fields)) {
    const empty =
      on === 'create' ? out[name] === undefined || out[name] === null || out[name] === '' : out[name] === '';
    if (!empty) continue;
    if (field.kind === 'adminTitle') {
      out[name] = titleOf(data) ?? `${entity.collection} ${randomSuffix()}`;
    } else if (field.kind === 'slug') {
      const base = slugify(String((data.adminTitle || titleOf(data)) ?? ''));
      out[name] = base ? `${base}-${randomSuffix()}` : `${slugify(entity.collection)}-${randomSuffix()}`;
    }
  }
  return out;
}
