/**
 * One data provider for every catalogue entity, over the documented REST API `/api/{module}/{collection}`.
 * A list is one request answering the page and its total (`withTotal=true` → X-Total-Count); getMany is one
 * `inArray` call; bulk writes use the bulk routes (one transaction each). Writes that carry a chosen file go
 * as multipart (`data` JSON plus the file fields), others as JSON `{ data }`.
 */
import type { SearchHit } from '@symbol/contracts';
import { RELEASE_HEADER } from '@symbol/contracts/constants';
import type { FilterCondition, ListInput } from '@symbol/contracts';
import type { DataProvider, RaRecord } from 'react-admin';
import type { Http } from './api/http.ts';
import { entityOf, resourcePath, searchColumns } from './catalogue.ts';

/** The search box's filter key; other keys are columns (`col`, `col_gte`, ... see FILTER_SUFFIX). */
export const SEARCH_FILTER = 'q';
const FILTER_SUFFIX = /^(.*)_(ne|gt|gte|lt|lte|like|ilike|isNull|isNotNull)$/;
/** Record keys the API echoes but does not accept back. */
const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt']);

type Filters = NonNullable<ListInput['filters']>;

export function filtersOf(resource: string, filter: Record<string, unknown> = {}): Filters {
  const and: FilterCondition[] = [];
  let or: FilterCondition[] | undefined;
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    if (key === SEARCH_FILTER) {
      or = searchColumns(entityOf(resource)).map((column) => ({
        column,
        method: 'ilike',
        value: `%${String(value)}%`,
      }));
      continue;
    }
    const suffixed = key.match(FILTER_SUFFIX);
    if (suffixed) and.push({ column: suffixed[1]!, method: suffixed[2] as FilterCondition['method'], value });
    else if (Array.isArray(value)) and.push({ column: key, method: 'inArray', value });
    else and.push({ column: key, method: 'eq', value: value as string });
  }
  return { and, ...(or?.length ? { or } : {}) };
}

export function listQuery(
  resource: string,
  input: {
    filter?: Record<string, unknown>;
    sort?: { field: string; order: string };
    offset?: number;
    limit?: number;
    withTotal?: boolean;
  },
): string {
  const filters = filtersOf(resource, input.filter);
  const query = new URLSearchParams();
  if (filters.and?.length) query.set('filters[and]', JSON.stringify(filters.and));
  if (filters.or?.length) query.set('filters[or]', JSON.stringify(filters.or));
  if (input.sort?.field) {
    query.set(
      'orderBy[and]',
      JSON.stringify([{ column: input.sort.field, method: input.sort.order === 'DESC' ? 'desc' : 'asc' }]),
    );
  }
  if (input.offset) query.set('offset', String(input.offset));
  if (input.limit) query.set('limit', String(input.limit));
  if (input.withTotal) query.set('withTotal', 'true');
  return query.toString();
}

/** Values the server takes: no read-only keys; a file input's value `{ rawFile }` goes as a file field. */
export function writeBody(data: Record<string, unknown>, previous?: Record<string, unknown>): unknown {
  const values: Record<string, unknown> = {};
  const files: [string, File][] = [];
  for (const [key, value] of Object.entries(data)) {
    if (READ_ONLY.has(key)) continue;
    const rawFile = (value as { rawFile?: unknown } | null)?.rawFile;
    if (typeof File !== 'undefined' && rawFile instanceof File) {
      files.push([key, rawFile]);
      continue;
    }
    // An unchanged value is not sent: an update names only what the operator changed.
    if (previous && JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
    values[key] = value;
  }
  if (!files.length) return { data: values };
  const form = new FormData();
  form.set('data', JSON.stringify(values));
  for (const [key, file] of files) form.set(key, file, file.name);
  return form;
}

const perPageOf = (pagination?: { page: number; perPage: number }) => pagination ?? { page: 1, perPage: 25 };

/** Beyond react-admin's methods: several records, each with its own changes, in one transaction. */
export interface AdminDataProvider extends DataProvider {
  updateEach(resource: string, items: { id: unknown; data: Record<string, unknown> }[]): Promise<{ data: RaRecord[] }>;
  /** Records per catalogue entity, all in one request (the dashboard). */
  entityCounts(): Promise<EntityCount[]>;
  /**
   * Records of any entity found by words (word forms, typos, in `language`), id, slug, admin title, title or email,
   * in one request (the global search).
   */
  searchRecords(q: string, language?: string): Promise<SearchHit[]>;
  /**
   * Every record read and write of this provider goes to this release (staged, read as it will be) until set
   * back to null: the page builder works in one release, with the generated forms and link tables as they are.
   */
  setRelease(id: string | null): void;
  release(): string | null;
  /**
   * Run before a write while no release is set, and awaited: the page builder makes its release there, on the
   * first change, so opening an editor and leaving it unchanged makes none.
   */
  beforeWrite(hook: (() => Promise<void>) | null): void;
}

/** One record the global search found (the server's shape, from the contracts). */
export type { SearchHit };

/** One entity's record count; `capped` when the server stopped counting at its bound. */
export interface EntityCount {
  entity: string;
  module: string;
  count: number;
  capped: boolean;
}

export function createDataProvider(http: Http): AdminDataProvider {
  let release: string | null = null;
  let writeHook: (() => Promise<void>) | null = null;
  const scoped = () => (release ? { [RELEASE_HEADER]: release } : undefined);
  const request = async <T>(method: string, path: string, body?: unknown) => {
    if (method !== 'GET' && !release && writeHook) await writeHook();
    return http.request<T>(method, path, body, scoped());
  };
  const base = (resource: string) => resourcePath(entityOf(resource));
  const many = async (resource: string, ids: unknown[]) => {
    const unique = [...new Set(ids.filter((id) => id !== null && id !== undefined).map(String))];
    if (!unique.length) return [];
    const query = listQuery(resource, { filter: { id: unique }, limit: unique.length });
    return (await request<RaRecord[]>('GET', `${base(resource)}?${query}`)).data;
  };
  /**
   * The records the page's reference columns (`meta.prefetch`, column names) point to: one getMany per target
   * entity, all at once as soon as the page arrived, answered as react-admin's `meta.prefetched` (it fills its
   * getMany cache with them). Without it each reference cell asked once the 100 rows had rendered: a second
   * render and a second round trip after it.
   */
  const prefetched = async (resource: string, rows: RaRecord[], columns: unknown) => {
    if (!Array.isArray(columns) || !rows.length) return undefined;
    const entity = entityOf(resource);
    const idsByTarget = new Map<string, unknown[]>();
    for (const column of columns) {
      const field = entity.fields[String(column)];
      if (field?.kind !== 'ref') continue;
      idsByTarget.set(field.target, [...(idsByTarget.get(field.target) ?? []), ...rows.map((row) => row[column])]);
    }
    const targets = [...idsByTarget];
    const answers = await Promise.all(targets.map(([target, ids]) => many(target, ids)));
    return Object.fromEntries(targets.map(([target], i) => [target, answers[i]!]));
  };
  const list = async (
    resource: string,
    params: {
      filter?: Record<string, unknown>;
      sort?: { field: string; order: string };
      pagination?: { page: number; perPage: number };
      meta?: { prefetch?: unknown };
    },
  ) => {
    const { page, perPage } = perPageOf(params.pagination);
    const query = listQuery(resource, {
      filter: params.filter,
      sort: params.sort,
      offset: (page - 1) * perPage,
      limit: perPage,
      withTotal: true,
    });
    const { data, headers } = await request<RaRecord[]>('GET', `${resourcePath(entityOf(resource))}?${query}`);
    const total = Number(headers.get('x-total-count') ?? data.length);
    const references = await prefetched(resource, data, params.meta?.prefetch);
    return { data, total, ...(references ? { meta: { prefetched: references } } : {}) };
  };

  return {
    getList: (resource, params) => list(resource, params) as never,
    async getOne(resource, params) {
      const { data } = await request<RaRecord>('GET', `${base(resource)}/${encodeURIComponent(String(params.id))}`);
      return { data } as never;
    },
    async getMany(resource, params) {
      return { data: await many(resource, params.ids) } as never;
    },
    getManyReference: (resource, params) =>
      list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    async create(resource, params) {
      const { data } = await request<RaRecord>('POST', base(resource), writeBody(params.data));
      return { data } as never;
    },
    async update(resource, params) {
      const body = writeBody(params.data, params.previousData);
      const { data } = await request<RaRecord>(
        'PATCH',
        `${base(resource)}/${encodeURIComponent(String(params.id))}`,
        body,
      );
      return { data } as never;
    },
    async updateMany(resource, params) {
      const body = params.ids.map((id) => ({ id, data: (writeBody(params.data) as { data: unknown }).data }));
      const { data } = await request<RaRecord[]>('PATCH', `${base(resource)}/bulk`, body);
      return { data: data.map((record) => record.id) };
    },
    async updateEach(resource, items) {
      const { data } = await request<RaRecord[]>('PATCH', `${base(resource)}/bulk`, items);
      return { data };
    },
    async entityCounts() {
      return (await http.request<EntityCount[]>('GET', '/api/system/counts')).data;
    },
    setRelease(id) {
      release = id;
    },
    release: () => release,
    beforeWrite(hook) {
      writeHook = hook;
    },
    async searchRecords(q, language) {
      const query = `q=${encodeURIComponent(q)}${language ? `&language=${encodeURIComponent(language)}` : ''}`;
      return (await http.request<SearchHit[]>('GET', `/api/system/search?${query}`)).data;
    },
    async delete(resource, params) {
      const { data } = await request<RaRecord>('DELETE', `${base(resource)}/${encodeURIComponent(String(params.id))}`);
      return { data } as never;
    },
    async deleteMany(resource, params) {
      const { data } = await request<RaRecord[]>('DELETE', `${base(resource)}/bulk`, params.ids);
      return { data: data.map((record) => record.id) };
    },
  };
}
