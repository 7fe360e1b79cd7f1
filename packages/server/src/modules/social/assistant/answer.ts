/**
 * An assistant profile (variant `artificial-intelligence`) answers each message posted to a chat it is in, from the
 * site's own content as the "ask" widget does (issue 39): the default agent's retrieval for the message (agent/ask.ts
 * `ground`) quoted in the system message, then the chat's latest messages (bounded); its streamed answer reaches the
 * members as `draft` events on the chat's live channel, then is stored with its sources' links under it and sent as
 * a message like any other. Nothing relevant on the site, or the model saying the documents do not hold it: "I don't
 * know" and who can answer, without guessing. It runs in the background of the instance (the sender's request has
 * answered already) and within a time limit; without a configured service, when the call fails or the day's cap is
 * spent, the assistant says so in the sender's language.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@symbol/contracts';
import type { Config } from '../../../config.ts';
import { addTokens, estimateTokens, ground, loadAgent, NO_ANSWER, sourcesOf, tokensUsed } from '../../agent/index.ts';
import { TIMEOUTS } from '../../../timeouts.ts';
import type { Context } from '../../../trpc/context.ts';
import { postMessage, type PostedMessage } from '../messages.ts';
import { socialRuntimeOf } from '../runtime.ts';
import { MESSAGE_MAX_LENGTH } from '../schemas.ts';
import { messagePage, toMessageView, type ProfileCard } from '../views.ts';
import { streamCompletion, type AiMessage, type AiService } from './client.ts';
import { ASSISTANT_WORDS } from './words.ts';

export const AI_VARIANT = 'artificial-intelligence';
/** Tests shorten them. */
export const ASSISTANT_TIMING: { callMs: number; draftEveryMs: number } = {
  callMs: TIMEOUTS.aiCallMs,
  draftEveryMs: 100,
};
/** What the service is sent: the chat's latest messages, within a total and a per-message length. */
export const CONTEXT_MESSAGES = 20;
export const CONTEXT_CHARS = 8_000;
const MESSAGE_CHARS = 2_000;
/** Answers one instance writes at once; past it an assistant says it could not answer (a flood costs nothing). */
export const MAX_ANSWERS_IN_FLIGHT = 8;
let inFlight = 0;

type Services = Pick<Context, 'db' | 'log' | 'config' | 'clock'>;
interface Job {
  chatId: string;
  assistant: ProfileCard;
  members: string[];
  language: Language;
}

/** Starts the answers of the chat's assistant profiles to a message just posted (not awaited). */
export function answerAsAssistants(ctx: Context, posted: PostedMessage, language: Language): void {
  const authorId = posted.view.profileId;
  // Assistants do not answer each other (nor themselves): no loop between two of them.
  if (!authorId || posted.cards.get(authorId)?.variant === AI_VARIANT) return;
  const services: Services = { db: ctx.db, log: ctx.log, config: ctx.config, clock: ctx.clock };
  for (const id of posted.members) {
    const assistant = posted.cards.get(id);
    if (id === authorId || assistant?.variant !== AI_VARIANT) continue;
    const job = { chatId: posted.view.chatId, assistant, members: posted.members, language };
    socialRuntimeOf(ctx).background((stop) => answer(services, job, stop));
  }
}

export const serviceOf = (config: Config): AiService | undefined =>
  (config.AI_BASE_URL ?? config.AI_API_URL) && config.AI_API_KEY
    ? { url: (config.AI_BASE_URL ?? config.AI_API_URL)!, key: config.AI_API_KEY, model: config.AI_MODEL }
    : undefined;

async function answer(services: Services, job: Job, stop: AbortSignal): Promise<void> {
  const words = ASSISTANT_WORDS.get(job.language)!;
  const post = (description: string, id?: string) =>
    postMessage(services, { chatId: job.chatId, authorId: job.assistant.id, description, id });
  const service = serviceOf(services.config);
  if (!service) return void (await post(words.offline));
  if (inFlight >= MAX_ANSWERS_IN_FLIGHT) return void (await post(words.failed));

  inFlight += 1;
  const id = randomUUID();
  let text = '';
  let failed = false;
  let grounded: Awaited<ReturnType<typeof ground>> | undefined;
  try {
    const { history, question } = await prompt(services, job);
    const name = plain(job.assistant.title, job.language);
    const role = plain(job.assistant.subtitle, job.language);
    grounded = await ground(services, {
      question,
      language: job.language,
      agent: await loadAgent(services),
      intro: `You are ${name}${role ? `, ${role}` : ''}, in a chat on the site of ${services.config.SITE_TITLE}.`,
    });
    if (!grounded.passages.length) return void (await post(words.unknown));
    if ((await tokensUsed(services.db.prisma, services.clock.now())) >= services.config.AI_DAILY_TOKENS)
      return void (await post(words.failed));
    const messages: AiMessage[] = [{ role: 'system', content: grounded.system }, ...history];
    const signal = AbortSignal.any([stop, AbortSignal.timeout(ASSISTANT_TIMING.callMs)]);
    let shown = 0;
    for await (const piece of streamCompletion(service, messages, signal)) {
      text += piece;
      if (text.length >= MESSAGE_MAX_LENGTH) break;
      // The model's "the documents do not hold it" is never shown, not even as it is being written.
      if (NO_ANSWER.startsWith(text.trim())) continue;
      if (Date.now() - shown >= ASSISTANT_TIMING.draftEveryMs) {
        shown = Date.now();
        await draft(services, job, id, text);
      }
    }
    await addTokens(services.db.prisma, services.clock.now(), estimateTokens(messages, text));
  } catch (error) {
    failed = true;
    services.log.warn({ err: error, chatId: job.chatId }, 'assistant answer failed');
  } finally {
    inFlight -= 1;
  }
  // The instance is closing: its database goes next; the sender can ask again.
  if (stop.aborted) return;
  const written = text.trim();
  if (!failed && written.includes(NO_ANSWER)) return void (await post(words.unknown, id));
  const sources = !failed && written && grounded ? sourcesOf(grounded.passages) : [];
  const links = sources.length
    ? `\n\n${words.sources}\n${sources.map((source) => `— ${source.title}: ${source.url ?? ''}`.trim()).join('\n')}`
    : '';
  const body = failed ? (written ? `${written}…\n\n${words.failed}` : words.failed) : written || words.failed;
  await post(`${body.slice(0, MESSAGE_MAX_LENGTH - links.length)}${links}`, id);
}

/** The text so far, under the id the stored message will have. */
async function draft(services: Services, job: Job, id: string, text: string) {
  const now = new Date();
  const message = toMessageView(
    {
      id,
      createdAt: now,
      updatedAt: now,
      title: {},
      subtitle: {},
      description: text,
      className: null,
      variant: 'default',
    },
    { chatId: job.chatId, profileId: job.assistant.id, profile: job.assistant, isRead: false, reactions: [] },
  );
  await socialRuntimeOf(services).bus.publish({ kind: 'draft', chatId: job.chatId, profileIds: job.members, message });
}

const plain = (value: unknown, language: Language): string =>
  value && typeof value === 'object' ? String((value as { [language: string]: unknown })[language] ?? '') : '';

/**
 * The chat's latest messages, newest kept first when the total runs over CONTEXT_CHARS (the assistant's own are
 * `assistant`, everyone else's `user`), and the message to answer: the latest one not the assistant's.
 */
async function prompt(services: Services, job: Job): Promise<{ history: AiMessage[]; question: string }> {
  const page = await messagePage(services.db.prisma, job.assistant.id, job.chatId, { limit: CONTEXT_MESSAGES });
  const group = job.members.length > 2;
  const kept: AiMessage[] = [];
  let total = 0;
  for (const message of [...page].reverse()) {
    const own = message.profileId === job.assistant.id;
    const who = group && !own && message.profile ? `${plain(message.profile.title, job.language)}: ` : '';
    const content = `${who}${message.description}`.slice(0, MESSAGE_CHARS);
    if (total + content.length > CONTEXT_CHARS) break;
    total += content.length;
    kept.unshift({ role: own ? 'assistant' : 'user', content });
  }
  const question = page.findLast((message) => message.profileId !== job.assistant.id)?.description ?? '';
  return { history: kept, question: question.slice(0, MESSAGE_CHARS) };
}
