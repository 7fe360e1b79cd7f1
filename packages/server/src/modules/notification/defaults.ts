/**
 * Inserts the default templates and topics whose slugs are absent. Idempotent and safe when several
 * instances start at once (ON CONFLICT on the unique slug); never overwrites an administrator's edits.
 */
import { getEntity } from '@symbol/contracts';
import type pg from 'pg';
import { DEFAULT_TEMPLATES, DEFAULT_TOPICS } from './templates.ts';

const TEMPLATES = getEntity('notification/templates').table;
const TOPICS = getEntity('notification/topics').table;

export async function insertDefaults(pool: pg.Pool): Promise<number> {
  let inserted = 0;
  for (const t of DEFAULT_TEMPLATES) {
    const result = await pool.query(
      `INSERT INTO "${TEMPLATES}" ("adminTitle", "slug", "title", "subject", "body")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT ("slug") DO NOTHING`,
      [t.adminTitle, t.slug, t.title, t.subject, t.body],
    );
    inserted += result.rowCount ?? 0;
  }
  for (const topic of DEFAULT_TOPICS) {
    const result = await pool.query(
      `INSERT INTO "${TOPICS}" ("adminTitle", "slug", "title", "templateId")
       VALUES ($1, $2, $3, (SELECT "id" FROM "${TEMPLATES}" WHERE "slug" = $4)) ON CONFLICT ("slug") DO NOTHING`,
      [topic.adminTitle, topic.slug, topic.title, topic.template],
    );
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}
