/**
 * The back office's inbox of form requests: the list (status, form, who wrote, what about), a request's sheet
 * (its form's fields with their labels, the thread of replies) and the reply an operator mails from it.
 */
import { z } from 'zod';
import { uuidSchema } from './catalogue/index.ts';
import { CRM_REQUEST_STATUSES } from './constants.ts';

const localizedText = z.record(z.string(), z.string());
const isoDate = z.iso.datetime({ offset: true });

export const INBOX_MAX = 100;
export type CrmRequestStatus = (typeof CRM_REQUEST_STATUSES)[number];

export const inboxQuerySchema = z.strictObject({
  status: z.enum(CRM_REQUEST_STATUSES).optional(),
  /** Words in the request's values or its form's name. */
  q: z.string().trim().max(100).optional(),
  /** `me`: assigned to the caller. */
  assignee: z.union([z.literal('me'), uuidSchema]).optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type InboxQuery = Partial<z.input<typeof inboxQuerySchema>>;

const formCard = z.object({ id: z.uuid(), adminTitle: z.string(), title: localizedText });

export const inboxAnswer = z.object({
  total: z.int().describe('requests matching the filters'),
  limit: z.int(),
  offset: z.int(),
  counts: z.record(z.enum(CRM_REQUEST_STATUSES), z.int()).describe('requests per status (all of them)'),
  rows: z.array(
    z.object({
      id: z.uuid(),
      createdAt: isoDate,
      status: z.enum(CRM_REQUEST_STATUSES),
      form: formCard,
      email: z.string().nullable().describe('the address a reply goes to'),
      summary: z.string().describe("the request's values in a line (at most 200 characters)"),
      assigneeId: z.uuid().nullable(),
      replies: z.int(),
    }),
  ),
});
export type Inbox = z.output<typeof inboxAnswer>;

export const requestSheetAnswer = z.object({
  id: z.uuid(),
  createdAt: isoDate,
  status: z.enum(CRM_REQUEST_STATUSES),
  assigneeId: z.uuid().nullable(),
  notes: z.string().nullable(),
  language: z.string().nullable(),
  form: formCard,
  fields: z
    .array(
      z.object({
        slug: z.string(),
        type: z.string(),
        label: localizedText.describe("the input's title (its slug when it has none)"),
        value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      }),
    )
    .describe("the form's inputs in their order, each with the value sent"),
  email: z.string().nullable().describe('the address a reply goes to: an email input, else the sender’s verified one'),
  subject: z
    .object({ id: z.uuid(), name: localizedText.nullable(), emails: z.array(z.string()) })
    .nullable()
    .describe('the signed-in sender, if any'),
  replies: z.array(
    z.object({
      id: z.uuid(),
      createdAt: isoDate,
      body: z.string(),
      recipient: z.string(),
      authorId: z.uuid().nullable(),
      author: z.string().nullable().describe("the author's first email"),
      notificationId: z.uuid().nullable(),
      delivery: z.string().nullable().describe('the outbox status of its mail (queued, sending, sent, failed)'),
    }),
  ),
  staff: z
    .array(z.object({ id: z.uuid(), email: z.string().nullable(), name: localizedText.nullable() }))
    .describe('who a request can be assigned to (holders of the admin role)'),
});
export type RequestSheet = z.output<typeof requestSheetAnswer>;

export const replyBodySchema = z.strictObject({
  body: z.string().trim().min(1, 'body is required').max(10000),
  /** The status after the reply: `answered` by default; `in-progress` when more is to come. */
  status: z.enum(['answered', 'in-progress']).default('answered'),
});
export type ReplyBody = z.input<typeof replyBodySchema>;
