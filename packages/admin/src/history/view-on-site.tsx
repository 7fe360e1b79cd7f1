/** "View on site": the public page of a record that has one (a page without url parameters), in a new tab. */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { Entity } from '@symbol/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/** The record's public address, or null when it has none (a pattern page like /blog/[slug] is not one page). */
export function publicUrl(entity: Entity, record: Record<string, unknown> | undefined): string | null {
  if (!record) return null;
  if (entity.key === 'host/pages') {
    const url = record.url;
    if (typeof url !== 'string' || /[[\]:]/.test(url)) return null;
    return `/${String(record.language ?? 'en')}${url === '/' ? '' : url}`;
  }
  if (entity.key === 'blog/articles' && typeof record.slug === 'string') return `/en/blog/articles/${record.slug}`;
  return null;
}

export function ViewOnSite({ entity }: { entity: Entity }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const href = publicUrl(entity, record);
  if (!href) return null;
  return (
    <Button size="small" href={href} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
      {translate('admin.history.view_on_site')}
    </Button>
  );
}
