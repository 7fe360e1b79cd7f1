/** One record the back office's global search found (`GET /api/system/search`), as the server answers it. */
export interface SearchHit {
  /** The catalogue key (`blog/articles`), also the REST path under /api. */
  entity: string;
  id: string;
  adminTitle: string | null;
  slug: string | null;
  title: Record<string, string> | null;
  email: string | null;
}
