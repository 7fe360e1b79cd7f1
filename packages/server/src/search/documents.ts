/**
 * The index's rows of one entity, as one SELECT built from its catalogue declaration (`search` beside the entity):
 * a row per record and language, its title (weight A) and body (weight B) stemmed by that language's dictionary.
 * Column names come from the catalogue only; the record ids are the one parameter.
 */
import { LANGUAGES, type Entity, type Language, type SearchSpec } from '@symbol/contracts';
import { quoteIdent } from '../entities/columns.ts';

/** PostgreSQL's text-search configuration (stemmer and stop words) per language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = { en: 'english', ru: 'russian' };

export type SearchableEntity = Entity & { search: SearchSpec };
export const isSearchable = (entity: Entity): entity is SearchableEntity => !!entity.search;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A field's text in `language`: a localized (or rich) text in that language, else as stored. */
function fieldText(entity: Entity, name: string, language: Language): string {
  const field = entity.fields[name];
  if (!field) throw new Error(`${entity.key}: search names the unknown field ${name}`);
  const column = `t.${quoteIdent(name)}`;
  if (field.kind === 'localized') return `search.plain_text(${column} ->> ${literal(language)})`;
  return `${column}::text`;
}

/** The title: the first non-empty field, a localized one in this language first, then in the others. */
function titleSql(entity: Entity, spec: SearchSpec, language: Language): string {
  const parts: string[] = [];
  for (const name of spec.title) {
    parts.push(fieldText(entity, name, language));
    if (entity.fields[name]?.kind === 'localized')
      for (const other of LANGUAGES) if (other !== language) parts.push(fieldText(entity, name, other));
  }
  return `coalesce(${parts.map((part) => `nullif(btrim(${part}), '')`).join(', ')}, '')`;
}

function urlSql(entity: Entity, spec: SearchSpec, language: Language): string {
  if (!spec.url) return 'NULL::text';
  const pieces = [literal(`/${language}`)];
  for (const [i, piece] of spec.url.split(/\{(\w+)\}/).entries()) {
    if (!piece) continue;
    if (i % 2 === 0) pieces.push(literal(piece));
    else if (entity.fields[piece]) pieces.push(`t.${quoteIdent(piece)}`);
    else throw new Error(`${entity.key}: search url names the unknown field ${piece}`);
  }
  return `(${pieces.join(' || ')})`;
}

function onlySql(entity: Entity, spec: SearchSpec): string {
  if (!spec.only) return 'TRUE';
  if (!entity.fields[spec.only.field])
    throw new Error(`${entity.key}: search only names the unknown field ${spec.only.field}`);
  return `t.${quoteIdent(spec.only.field)} IN (${spec.only.values.map(literal).join(', ')})`;
}

/** A record written in one language (`spec.language` names its field) has that language's row only. */
function languageSql(entity: Entity, spec: SearchSpec, language: Language): string {
  if (!spec.language) return 'TRUE';
  if (!entity.fields[spec.language])
    throw new Error(`${entity.key}: search language names the unknown field ${spec.language}`);
  return `t.${quoteIdent(spec.language)}::text = ${literal(language)}`;
}

function excludeSql(entity: Entity, spec: SearchSpec): string {
  if (!spec.exclude) return 'TRUE';
  const column = `t.${quoteIdent(spec.exclude.field)}`;
  return `NOT (${spec.exclude.like.map((pattern) => `${column} LIKE ${literal(pattern)}`).join(' OR ')})`;
}

/**
 * `SELECT entity, record_id, language, public, title, body, url, document` for the records whose ids are in `$1`
 * (a uuid array), or every record when `all`.
 */
export function documentsSql(entity: Entity, spec: SearchSpec, all = false): string {
  const where = `${all ? 'TRUE' : 't."id" = ANY($1::uuid[])'} AND ${excludeSql(entity, spec)} AND ${onlySql(entity, spec)}`;
  const selects = LANGUAGES.map((language) => {
    const config = `${literal(TEXT_SEARCH_CONFIG[language])}::regconfig`;
    const body = (spec.body ?? []).map((name) => `coalesce(${fieldText(entity, name, language)}, '')`);
    return `SELECT ${literal(entity.key)} AS entity, t."id" AS record_id, ${literal(language)} AS language,
      ${spec.public ? 'TRUE' : 'FALSE'} AS public, d.title, d.body, ${urlSql(entity, spec, language)} AS url,
      ${Number(spec.boost ?? 1)}::real AS boost,
      setweight(to_tsvector(${config}, d.title), 'A') || setweight(to_tsvector(${config}, d.body), 'B') AS document
    FROM ${quoteIdent(entity.table)} t
    CROSS JOIN LATERAL (SELECT ${titleSql(entity, spec, language)} AS title,
      ${body.length ? `btrim(concat_ws(' ', ${body.join(', ')}))` : "''"} AS body) d
    WHERE ${where} AND ${languageSql(entity, spec, language)}`;
  });
  return selects.join('\nUNION ALL\n');
}

const COLUMNS = 'entity, record_id, language, public, title, body, url, boost, document';
export const insertDocumentsSql = (entity: Entity, spec: SearchSpec, all = false) =>
  `INSERT INTO search.documents (${COLUMNS}) ${documentsSql(entity, spec, all)}`;
