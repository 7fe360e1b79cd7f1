/**
 * The default agent (slug `default`), inserted when absent on every start: it answers as soon as a provider is
 * configured, with nothing else to set up. Never overwrites an operator's edits (ON CONFLICT on the unique slug).
 */
import { DEFAULT_AGENT_SLUG, getEntity, type AgentAction } from '@symbol/contracts';
import type pg from 'pg';

const AGENTS = getEntity('agent/agents').table;

export const DEFAULT_AGENT = {
  adminTitle: 'Site assistant',
  slug: DEFAULT_AGENT_SLUG,
  title: { en: 'Foundation assistant', ru: 'Помощник фонда' },
  instructions: {
    en: 'You are the assistant of the foundation’s site. You help visitors with questions about the projects, donations and receipts, volunteering and the foundation’s work.',
    ru: 'Ты помощник сайта фонда. Ты помогаешь посетителям с вопросами о проектах, пожертвованиях и квитанциях, волонтёрстве и работе фонда.',
  },
  knowledge: ['ecommerce/products', 'host/pages', 'blog/articles', 'knowledge/documents'],
  actions: ['search', 'project-progress', 'donation-form'] satisfies AgentAction[],
};

export async function insertDefaultAgent(pool: pg.Pool): Promise<boolean> {
  const a = DEFAULT_AGENT;
  const result = await pool.query(
    `INSERT INTO "${AGENTS}" ("adminTitle", "slug", "title", "instructions", "knowledge", "actions")
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("slug") DO NOTHING`,
    [
      a.adminTitle,
      a.slug,
      JSON.stringify(a.title),
      JSON.stringify(a.instructions),
      JSON.stringify(a.knowledge),
      JSON.stringify(a.actions),
    ],
  );
  return (result.rowCount ?? 0) > 0;
}
