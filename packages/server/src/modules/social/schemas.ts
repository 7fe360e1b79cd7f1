/**
 * What the chat routes accept, and their bounds. Field rules come from the catalogue (a message's
 * description must hold a non-blank character); the chat-specific limits are added here.
 */
import { DEFAULT_LANGUAGE, fieldSchema, getEntity, LANGUAGES, uuidSchema } from '@symbol/contracts';
import { z } from 'zod';
import { badRequest, zodCauses } from '../../errors.ts';

/** Lists: default and maximum page size. */
export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;
/** Latest messages shown with each chat of a chat list or a chat. */
export const CHAT_MESSAGES_DEFAULT = 20;
export const CHAT_MESSAGES_MAX = 50;
/** Members listed with a chat. */
export const CHAT_MEMBERS_SHOWN = 100;
/** A chat is created with at most this many members, its creator included. */
export const MAX_CHAT_MEMBERS = 50;
export const MESSAGE_MAX_LENGTH = 10_000;
export const CHAT_DESCRIPTION_MAX_LENGTH = 1_000;
/** Different emoji one profile may put on one message. */
export const MAX_EMOJI_PER_PROFILE = 20;

const messageFields = getEntity('social/messages').fields;
const chatFields = getEntity('social/chats').fields;

/** `<name> is required` when missing or empty, `<name> must be a uuid` when malformed. */
export function requireUuid(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') throw badRequest(`${name} is required`);
  const result = uuidSchema.safeParse(value);
  if (!result.success) throw badRequest(`${name} must be a uuid`, [`${name}: must be a uuid`]);
  return result.data;
}

/** Parses `data`; a missing required field is the message itself ('description is required'). */
export function parseData<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  if (first?.message.endsWith(' is required')) throw badRequest(first.message, zodCauses(result.error));
  throw badRequest('Invalid data', zodCauses(result.error));
}

/** A present value, then `schema`; absent (or null) → '<name> is required'. */
const required = <T>(name: string, schema: z.ZodType<T>) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null)
        ctx.addIssue({ code: 'custom', message: `${name} is required`, abort: true });
    })
    .pipe(schema);

const limit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

export const chatListQuery = z.object({
  limit: limit(LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** How many of each chat's latest messages come with it (0: none). */
  messagesLimit: z.coerce.number().int().min(0).max(CHAT_MESSAGES_MAX).default(CHAT_MESSAGES_DEFAULT),
});
export type ChatListQuery = z.infer<typeof chatListQuery>;

export const chatQuery = chatListQuery.pick({ messagesLimit: true });
export type ChatQuery = z.infer<typeof chatQuery>;

export const messageListQuery = z
  .object({
    limit: limit(LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT),
    /** Older than this message (scrolling back). */
    before: uuidSchema.optional(),
    /** Newer than this message (catching up after a reconnect). */
    after: uuidSchema.optional(),
  })
  .refine((q) => !(q.before && q.after), { message: 'give before or after, not both', path: ['before'] });
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** "Talk to a person": the language the visitor reads the site in (the acknowledgement's and the assistant's words). */
export const handOverSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).default(DEFAULT_LANGUAGE),
});

export const createMessageSchema = z.strictObject({
  description: required(
    'description',
    z
      .string({ error: 'description must be text' })
      .min(1, 'description is required')
      .max(MESSAGE_MAX_LENGTH, `at most ${MESSAGE_MAX_LENGTH} characters`)
      .pipe(fieldSchema(messageFields.description!) as z.ZodType<string, string>),
  ),
  /** The language the sender writes in (the site's page language): an assistant profile answers in it. */
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).optional(),
});

export const createChatSchema = z.strictObject({
  /** The other members; the route's profile is always a member. */
  profileIds: required(
    'profileIds',
    z
      .array(uuidSchema, { error: 'profileIds must be a list of profile ids' })
      .min(1, 'name at least one other profile')
      .max(MAX_CHAT_MEMBERS - 1, `at most ${MAX_CHAT_MEMBERS - 1} other profiles`),
  ),
  description: z
    .string()
    .max(CHAT_DESCRIPTION_MAX_LENGTH, `at most ${CHAT_DESCRIPTION_MAX_LENGTH} characters`)
    .pipe(fieldSchema(chatFields.description!) as z.ZodType<string, string>)
    .nullish(),
});

/** "Write" on a profile: the chat of two with it. */
export const directChatSchema = z.strictObject({
  profileId: required('profileId', uuidSchema),
});

export type CreateMessage = z.output<typeof createMessageSchema>;
export type DirectChat = z.output<typeof directChatSchema>;
export type CreateChat = z.output<typeof createChatSchema>;

/**
 * An emoji (a pictograph, a flag, a keycap, a ZWJ sequence with skin tones): emoji characters only, at least
 * one of them a pictograph, a regional indicator or a keycap, within the catalogue's 32 characters.
 */
/** Emoji_Component covers digits, #, *, ZWJ, VS16, the keycap mark, regional indicators, skin tones and tags. */
const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component})+$/u;
const EMOJI_CORE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
export const reactSchema = z.strictObject({
  emoji: required(
    'emoji',
    z
      .string({ error: 'emoji must be text' })
      .max(32, 'at most 32 characters')
      .refine((text) => EMOJI_ONLY.test(text) && EMOJI_CORE.test(text), 'must be an emoji'),
  ),
});
export type React = z.output<typeof reactSchema>;
