/** `agent.ask` (`POST /api/agent/ask`), `agent.status` (`GET /api/agent/status`) and `agent.importDocument`. Transport only. */
import { askInputSchema, type AskAnswer } from '@symbol/contracts';
import { procedure, run } from '../../trpc/init.ts';
import { ask } from './ask.ts';
import { importDocument, importDocumentInput } from './documents.ts';
import { assistantStatus } from './status.ts';

export const ASK_PATH = '/api/agent/ask';
export const STATUS_PATH = '/api/agent/status';
export const DOCUMENTS_PATH = '/api/agent/documents';

export const agentProcedures = {
  /** A visitor's question: public, rate limited per visitor and per address. */
  ask: procedure
    .meta({ access: 'public', action: { method: 'POST', path: ASK_PATH } })
    .input(askInputSchema)
    .mutation(({ ctx, input }): Promise<AskAnswer> => run(() => ask(ctx, input))),
  /** Whether the assistant answers (a provider is configured), and how to turn it on when not. */
  status: procedure
    .meta({ access: 'public', action: { method: 'GET', path: STATUS_PATH } })
    .query(({ ctx }) => run(async () => assistantStatus(ctx.config, ctx.db))),
  /** A knowledge document from a text, Markdown or PDF file (documents.ts). Staff only. */
  importDocument: procedure
    .meta({ access: 'write', action: { method: 'POST', path: DOCUMENTS_PATH } })
    .input(importDocumentInput)
    .mutation(({ ctx, input }) => run(() => importDocument(ctx, input))),
};
