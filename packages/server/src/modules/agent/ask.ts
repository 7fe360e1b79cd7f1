/**
 * A visitor's question answered by an agent from the site's own content: retrieval in the index (only what is
 * published), a prompt of the retrieved chunks and the question (no personal data), one call to the provider, the
 * answer with its sources. Whenever the assistant cannot answer (nothing relevant, no provider, provider down, the
 * day's cap spent) the visitor is handed over to a person: `handedOver`, and words saying so, never an error text.
 */
import { createHash } from 'node:crypto';
import {
  AGENT_ACTIONS,
  DEFAULT_AGENT_SLUG,
  getEntity,
  type AskAction,
  type AskAnswer,
  type Language,
} from '@symbol/contracts';
import { formatMoney } from '@symbol/contracts/intl';
import { queryRows } from '../../db/index.ts';
import { notFound } from '../../errors.ts';
import { consume } from '../../rate-limit.ts';
import type { Context } from '../../trpc/context.ts';
import { raisedByProduct } from '../ecommerce/index.ts';
import { KNOWLEDGE_ENTITIES, retrieve, type Passage } from '../knowledge/index.ts';
import { nearTo } from './embeddings.ts';
import { buildPrompt, NO_ANSWER } from './prompt.ts';
import { providerOf } from './provider.ts';
import { addTokens, tokensUsed } from './usage.ts';
import { AGENT_WORDS } from './words.ts';

const AGENTS = getEntity('agent/agents').table;
/** Tokens one answer may take: a few paragraphs, not an essay (and a bounded bill). */
export const MAX_ANSWER_TOKENS = 500;
/** Sources listed under an answer. */
const MAX_SOURCES = 4;

export interface Agent {
  id: string;
  slug: string;
  title: Record<string, string>;
  instructions: Record<string, string>;
  model: string | null;
  knowledge: unknown;
  actions: unknown;
}

export async function loadAgent(ctx: Pick<Context, 'db'>, slug = DEFAULT_AGENT_SLUG): Promise<Agent> {
  const [agent] = await queryRows<Agent>(
    ctx.db.prisma,
    `SELECT "id"::text AS id, "slug", "title", "instructions", "model", "knowledge", "actions"
     FROM "${AGENTS}" WHERE "slug" = $1`,
    [slug],
  );
  if (!agent) throw notFound(`agent/agents ${slug} not found`);
  return agent;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** What the agent may draw on: its list within what an agent may ever use (never a staff-only entity but documents). */
export const agentKnowledge = (agent: Pick<Agent, 'knowledge'>): string[] => {
  const named = strings(agent.knowledge);
  return named.length ? KNOWLEDGE_ENTITIES.filter((key) => named.includes(key)) : [...KNOWLEDGE_ENTITIES];
};

export const agentActions = (agent: Pick<Agent, 'actions'>): string[] =>
  strings(agent.actions).filter((action) => (AGENT_ACTIONS as readonly string[]).includes(action));

/** Per visitor (a signed-in subject, else an address and browser, hashed) and per address. */
async function limit(ctx: Context): Promise<void> {
  if (ctx.isServer) return;
  const subject = await ctx.auth.optionalSubject();
  const visitor =
    subject?.id ??
    createHash('sha256')
      .update(`${ctx.request.ip} ${ctx.request.userAgent ?? ''}`)
      .digest('hex')
      .slice(0, 24);
  await consume(
    ctx.rateLimits,
    `agent:address:${ctx.request.ip}`,
    { max: ctx.config.AGENT_ADDRESS_LIMIT, windowMs: 3_600_000 },
    ctx.log,
  );
  await consume(
    ctx.rateLimits,
    `agent:visitor:${visitor}`,
    { max: ctx.config.AGENT_VISITOR_LIMIT, windowMs: 60_000 },
    ctx.log,
  );
}

/** Each record once, in the order the answer drew on them. */
export function sourcesOf(passages: Passage[]): AskAnswer['sources'] {
  const seen = new Set<string>();
  const sources: AskAnswer['sources'] = [];
  for (const passage of passages) {
    const key = `${passage.entity} ${passage.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    sources.push({ title: passage.title, url: passage.url });
  }
  return sources.slice(0, MAX_SOURCES);
}

/** A project's page among the sources: its slug (`/en/projects/bell-tower` → `bell-tower`). */
const projectSlug = (url: string | null) => /^\/[a-z]{2}\/projects\/([^/?#]+)$/.exec(url ?? '')?.[1];

/**
 * The read-only next steps the agent may offer, from what retrieval found (never from the model's text, so a
 * document cannot make the assistant offer anything): a search of the site for the question; for the first project
 * among the sources, its progress from the money paid (raised.ts) and its donation form.
 */
async function actionsOf(
  ctx: Pick<Context, 'db'>,
  agent: Pick<Agent, 'actions'>,
  input: { question: string; language: Language },
  passages: Passage[],
): Promise<AskAction[]> {
  const allowed = new Set(agentActions(agent));
  const words = AGENT_WORDS[input.language];
  const actions: AskAction[] = [];
  const project = passages.find((p) => p.entity === 'ecommerce/products' && projectSlug(p.url));
  if (project && allowed.has('project-progress')) {
    const raised = (await raisedByProduct(ctx.db.prisma, [project.id])).get(project.id);
    const currencies = await ctx.db.prisma.billingCurrency.findMany({
      where: { id: { in: (raised?.collected ?? []).map((c) => c.currencyId) } },
      select: { id: true, slug: true, symbol: true },
    });
    const amounts = (raised?.collected ?? []).flatMap((c) => {
      const currency = currencies.find((x) => x.id === c.currencyId);
      return currency ? [formatMoney(c.amount, currency, input.language)] : [];
    });
    actions.push({
      kind: 'project-progress',
      title: words.progress(project.title),
      url: project.url!,
      detail: amounts.length ? words.raised(amounts.join(', '), raised!.donors) : words.nothingYet,
    });
  }
  if (project && allowed.has('donation-form'))
    actions.push({ kind: 'donation-form', title: words.donate(project.title), url: `${project.url!}/donate` });
  if (allowed.has('search'))
    actions.push({
      kind: 'search',
      title: words.search,
      url: `/${input.language}/search?q=${encodeURIComponent(input.question)}`,
    });
  return actions;
}

const handOver = (answer: string, actions: AskAction[] = []): AskAnswer => ({
  answer,
  sources: [],
  handedOver: true,
  actions,
});

/**
 * What an answer stands on: the passages retrieved for the question among what the agent may use (by words, and by
 * meaning where there are embeddings) and the prompt's system message quoting them. The ask route and the chat's
 * assistant profiles both answer from it.
 */
export async function ground(
  ctx: Pick<Context, 'db' | 'config' | 'clock' | 'log'>,
  input: { question: string; language: Language; agent: Agent; intro?: string },
): Promise<{ passages: Passage[]; system: string }> {
  const provider = providerOf(ctx.config);
  const entities = agentKnowledge(input.agent);
  const passages = await retrieve(ctx.db.prisma, {
    question: input.question,
    language: input.language,
    entities,
    near: provider ? await nearTo(ctx, provider, { ...input, entities }) : undefined,
  });
  const instructions = input.agent.instructions[input.language] ?? '';
  const [system] = buildPrompt({
    instructions: [input.intro, instructions].filter(Boolean).join('\n'),
    siteTitle: ctx.config.SITE_TITLE,
    language: input.language,
    passages,
    question: input.question,
  });
  return { passages, system: system!.content };
}

export async function ask(
  ctx: Context,
  input: { question: string; language: Language; agent?: string },
): Promise<AskAnswer> {
  await limit(ctx);
  const words = AGENT_WORDS[input.language];
  const agent = await loadAgent(ctx, input.agent);
  const provider = providerOf(ctx.config);
  if (!provider) return handOver(words.off);
  const { passages, system } = await ground(ctx, { question: input.question, language: input.language, agent });
  if (!passages.length) return handOver(words.unknown, await actionsOf(ctx, agent, input, passages));
  const now = ctx.clock.now();
  if ((await tokensUsed(ctx.db.prisma, now)) >= ctx.config.AI_DAILY_TOKENS) {
    ctx.log.warn({ cap: ctx.config.AI_DAILY_TOKENS }, 'assistant: the daily token cap is spent; handed over');
    return handOver(words.unavailable);
  }
  const messages = [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: input.question },
  ];
  let text: string;
  try {
    const answer = await provider.complete({
      model: agent.model?.trim() || ctx.config.AI_MODEL,
      messages,
      maxTokens: MAX_ANSWER_TOKENS,
    });
    await addTokens(ctx.db.prisma, now, answer.tokens);
    text = answer.text.trim();
  } catch (error) {
    ctx.log.warn({ err: error }, 'assistant: the provider failed; handed over');
    return handOver(words.unavailable);
  }
  if (!text || text.includes(NO_ANSWER)) return handOver(words.unknown, await actionsOf(ctx, agent, input, []));
  return {
    answer: text,
    sources: sourcesOf(passages),
    handedOver: false,
    actions: await actionsOf(ctx, agent, input, passages),
  };
}
