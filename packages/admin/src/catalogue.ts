/**
 * What the admin derives from the entity catalogue: one resource per entity (named by its catalogue key,
 * `website-builder/widgets`, which is also its REST path), the fields an operator sees and edits, the columns
 * searched, and the link entities shown inline on an entity's edit page.
 */
import { entities, entityByKey, LINKS_NOT_EDITED_ON, type Entity, type Field } from '@symbol/contracts/catalogue';
import { LANGUAGES } from '@symbol/contracts/constants';

export const adminEntities: readonly Entity[] = entities;

export const resourcePath = (entity: Entity) => `/api/${entity.key}`;
export const entityOf = (resource: string): Entity => {
  const found = entityByKey.get(resource);
  if (!found) throw new Error(`Unknown resource ${resource}`);
  return found;
};

/** Fields the API returns and accepts (private ones never leave the server). */
export const editableFields = (entity: Entity): [string, Field][] =>
  Object.entries(entity.fields).filter(([, field]) => !field.private);

/** A field holding a stored file's path: the upload travels as a multipart file field of that name. */
export const isUploadField = (field: Field) => field.kind === 'text' && field.upload === true;
export const takesUploads = (entity: Entity) => editableFields(entity).some(([, field]) => isUploadField(field));

/**
 * Text columns the search box matches (ilike): slugs, admin titles, plain texts, and localized texts in any
 * language (a Russian operator finds a product by its Russian title); rich texts are documents, not searched.
 */
export const searchColumns = (entity: Entity): string[] =>
  editableFields(entity)
    .filter(
      ([, f]) =>
        f.kind === 'slug' ||
        f.kind === 'adminTitle' ||
        (f.kind === 'text' && !isUploadField(f)) ||
        (f.kind === 'localized' && !f.rich),
    )
    .map(([name]) => name);

/**
 * Columns of the list: the link ends, then the fields that name a record, then the others that read well in a
 * cell; JSON last, when there is room (a CRM request is known by what was sent).
 */
export function listColumns(entity: Entity, max = 6): string[] {
  const fields = editableFields(entity);
  const refs = fields.filter(([, f]) => f.kind === 'ref').map(([name]) => name);
  const preferred = ['adminTitle', 'title', 'slug', 'url', 'email', 'status', 'type', 'variant'];
  const picked = [
    ...refs,
    ...preferred.filter((name) => entity.fields[name] && !entity.fields[name]!.private),
    ...fields.filter(([, f]) => f.kind !== 'json' && !(f.kind === 'localized' && f.rich)).map(([name]) => name),
    ...fields.filter(([, f]) => f.kind === 'json').map(([name]) => name),
  ];
  return [...new Set(picked)].filter((name) => name !== 'orderIndex' || entity.link).slice(0, max);
}

export const isSortable = (field: Field) => field.kind !== 'localized' && field.kind !== 'json';

/** A link entity that joins this entity to another: `end` is this entity's column, `other` the other end's. */
export interface InlineLink {
  link: Entity;
  end: string;
  other: string;
  target: Entity;
}

/** The link tables edited on this entity's page (none on the shared ends named in admin-tasks.ts). */
export function inlineLinks(entity: Entity): InlineLink[] {
  if (LINKS_NOT_EDITED_ON.has(entity.key as never)) return [];
  return adminEntities.flatMap((link) => {
    if (!link.link) return [];
    const [a, b] = link.link;
    const targetOf = (name: string) => {
      const field = link.fields[name];
      return field?.kind === 'ref' ? field.target : undefined;
    };
    return (
      [
        [a, b],
        [b, a],
      ] as const
    )
      .filter(([end]) => targetOf(end) === entity.key)
      .map(([end, other]) => ({ link, end, other, target: entityByKey.get(targetOf(other)!)! }));
  });
}

/**
 * The links a record owns, as the page builder nests them (issue 33): a link whose first end is this entity
 * (the catalogue names the parent first: `sliders-to-slides`) and whose other end is content of the same module
 * is `nested` (its records are edited inline, each with its own nested records); a link from this entity to
 * another module's shared records (a slide's files, a widget's store) is `attached` (picked, not edited here).
 */
export function nestedLinks(key: string): { nested: InlineLink[]; attached: InlineLink[] } {
  const entity = entityOf(key);
  const down = inlineLinks(entity).filter(({ link, end }) => link.link![0] === end);
  return {
    nested: down.filter(({ target }) => target.module === entity.module && !target.link),
    attached: down.filter(({ target }) => target.module !== entity.module),
  };
}

/** The operator's language picks the text of a localized map, else English, else any. */
export function pickLocalized(value: unknown, locale: string): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const map = value as Record<string, unknown>;
  const text = map[locale] ?? map.en ?? LANGUAGES.map((l) => map[l]).find(Boolean) ?? Object.values(map)[0];
  return typeof text === 'string' ? text : '';
}

/** How a record reads in pickers and titles: adminTitle, else title in the operator's language, else slug. */
export function representRecord(record: Record<string, unknown> | undefined, locale: string): string {
  if (!record) return '';
  const text =
    (typeof record.adminTitle === 'string' && record.adminTitle) ||
    pickLocalized(record.title, locale) ||
    (typeof record.slug === 'string' && record.slug) ||
    (typeof record.email === 'string' && record.email) ||
    String(record.id ?? '');
  return text;
}
