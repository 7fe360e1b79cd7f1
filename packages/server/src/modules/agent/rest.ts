/** The assistant's documented REST paths (served through its procedures). */
import { askAnswerSchema, agentStatusSchema, getEntity, rowSchema } from '@symbol/contracts';
import type { ModuleRoute } from '../../rest/module-routes.ts';

export const agentRoutes: ModuleRoute[] = [
  {
    procedure: 'agent.ask',
    answer: askAnswerSchema,
    summary:
      "Ask the site's assistant (`data: { question, language, agent? }`): an answer from the site's published content with its sources, or `handedOver: true` when a person should answer",
    description:
      'Public; rate limited per visitor and per client address (429 with Retry-After). Nothing but the question is sent to the model provider. With no provider configured, the provider down or the daily cap spent, the answer says a person will answer and `handedOver` is true: never an error.',
    headers: { 'cache-control': 'no-store' },
    input: { body: true },
  },
  {
    procedure: 'agent.status',
    answer: agentStatusSchema,
    summary: 'Whether the assistant answers, and what to configure to turn it on',
    headers: { 'cache-control': 'no-store' },
  },
  {
    procedure: 'agent.importDocument',
    answer: rowSchema(getEntity('knowledge/documents')),
    status: 201,
    summary:
      "A document for the assistant's knowledge from a text, Markdown or PDF file (`data: { filename, content (base64), language, title?, url?, publish? }`): its text read and kept, a draft unless `publish`",
    description:
      'Staff only. A file with no text (a scanned PDF), not UTF-8, not the PDF it says it is, or over 500,000 characters of text: 400, nothing saved.',
    input: { body: true },
  },
];
