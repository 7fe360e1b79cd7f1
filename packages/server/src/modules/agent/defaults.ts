/**
 * The default agent (slug `default`), inserted when absent on every start: it answers as soon as a provider is
 * configured, with nothing else to set up. Never overwrites an operator's edits (ON CONFLICT on the unique slug).
 */
import {
  DEFAULT_AGENT_SLUG,
  HAND_OVER_FORM_SLUG,
  HAND_OVER_INPUTS,
  getEntity,
  type AgentAction,
} from '@symbol/contracts';
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

const FORMS = getEntity('crm/forms').table;
const INPUTS = getEntity('crm/inputs').table;
const FORMS_TO_INPUTS = getEntity('crm/forms-to-inputs').table;

/**
 * "Talk to a person": the CRM form the assistant hands a visitor over through. A request on it lands in the operators'
 * inbox (the back office's Messages and requests) with the conversation, and the operator answers by mail.
 */
export const HAND_OVER_FORM = {
  slug: HAND_OVER_FORM_SLUG,
  adminTitle: 'Talk to a person (from the assistant)',
  title: { en: 'Talk to a person', ru: 'Позвать человека' },
  inputs: [
    {
      slug: HAND_OVER_INPUTS.email,
      type: 'email',
      title: { en: 'E-mail', ru: 'Почта' },
      label: { en: 'Your e-mail for the answer', ru: 'Ваша почта для ответа' },
    },
    {
      slug: HAND_OVER_INPUTS.conversation,
      type: 'textarea',
      title: { en: 'Conversation with the assistant', ru: 'Разговор с помощником' },
      label: { en: 'Your question', ru: 'Ваш вопрос' },
    },
  ],
} as const;

/** Inserts the hand-over form and its inputs when absent (several instances at once: ON CONFLICT on the slugs). */
export async function insertHandOverForm(pool: pg.Pool): Promise<void> {
  const f = HAND_OVER_FORM;
  await pool.query(
    `INSERT INTO "${FORMS}" ("adminTitle", "slug", "title") VALUES ($1, $2, $3) ON CONFLICT ("slug") DO NOTHING`,
    [f.adminTitle, f.slug, JSON.stringify(f.title)],
  );
  for (const [index, input] of f.inputs.entries()) {
    await pool.query(
      `INSERT INTO "${INPUTS}" ("adminTitle", "slug", "type", "isRequired", "title", "label", "orderIndex")
       VALUES ($1, $2, $3, true, $4, $5, $6) ON CONFLICT ("slug") DO NOTHING`,
      [input.title.en, input.slug, input.type, JSON.stringify(input.title), JSON.stringify(input.label), index],
    );
    await pool.query(
      `INSERT INTO "${FORMS_TO_INPUTS}" ("formId", "inputId", "orderIndex")
       SELECT f."id", i."id", $3 FROM "${FORMS}" f, "${INPUTS}" i
       WHERE f."slug" = $1 AND i."slug" = $2
         AND NOT EXISTS (SELECT 1 FROM "${FORMS_TO_INPUTS}" l WHERE l."formId" = f."id" AND l."inputId" = i."id")`,
      [f.slug, input.slug, index],
    );
  }
}
