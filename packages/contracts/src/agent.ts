/**
 * The assistant's contract (`POST /api/agent/ask`, tRPC `agent.ask`; `GET /api/agent/status`): one input and one
 * answer for the site's "ask" widget and any third party.
 */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** What an agent may offer beside its answer: read-only things on the site, never a write. */
export const AGENT_ACTIONS = ['search', 'project-progress', 'donation-form'] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

export const ASK_QUESTION_MAX = 1_000;
/** The slug of the agent that answers when the question names none. */
export const DEFAULT_AGENT_SLUG = 'default';

export const askInputSchema = z.strictObject({
  question: z
    .string()
    .transform((q) => q.trim())
    .pipe(
      z
        .string()
        .min(2, 'question must hold at least 2 characters')
        .max(ASK_QUESTION_MAX, `question must be at most ${ASK_QUESTION_MAX} characters`),
    )
    .describe('what the visitor asks, in their words'),
  language: z.enum(LANGUAGES).describe('the language of the question and of the answer'),
  agent: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'agent must be an agent slug')
    .optional()
    .describe(`the agent's slug (default: \`${DEFAULT_AGENT_SLUG}\`)`),
});
export type AskInput = z.input<typeof askInputSchema>;

export const askSourceSchema = z.object({
  title: z.string(),
  url: z.string().nullable().describe('the public address with its language (`/en/projects/x`); null: no page'),
});

export const askActionSchema = z.object({
  kind: z.enum(AGENT_ACTIONS),
  title: z.string().describe('what the link does, in the question’s language'),
  url: z.string().describe('a site address with its language'),
  detail: z.string().optional().describe('a project’s progress, in words (`project-progress`)'),
});
export type AskAction = z.infer<typeof askActionSchema>;

export const askAnswerSchema = z.object({
  answer: z.string().describe("the assistant's answer, or what it says when a person takes over"),
  sources: z.array(askSourceSchema).describe('what the answer was written from, as links'),
  handedOver: z
    .boolean()
    .describe('true: the assistant could not answer (nothing relevant, provider down, over the daily cap, off)'),
  actions: z
    .array(askActionSchema)
    .describe(
      "read-only next steps the agent may offer (its `actions`): search the site, a project's progress, its donation form",
    ),
});
export type AskAnswer = z.infer<typeof askAnswerSchema>;

export const agentStatusSchema = z.object({
  enabled: z.boolean().describe('the assistant answers (a provider is configured)'),
  model: z.string().optional(),
  dailyTokens: z.number().optional().describe('the daily cap (AI_DAILY_TOKENS)'),
  howToTurnOn: z.string().optional().describe('what to configure, when off'),
  meaning: z
    .enum(['on', 'no-model', 'no-pgvector'])
    .optional()
    .describe(
      'when on: whether questions also find content by meaning (embeddings), or why not: no AI_EMBEDDING_MODEL, or no pgvector in the database',
    ),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;
