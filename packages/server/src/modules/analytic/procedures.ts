/** `analytic.summary`: a period's page views, visitors, pages, sources and funnel (staff: restricted). */
import { analyticSummaryQuerySchema } from '@symbol/contracts/analytic';
import { procedure, run } from '../../trpc/init.ts';
import { input, parseAsInput } from '../../trpc/input.ts';
import { analyticSummary } from './summary.ts';

export const SUMMARY_PATH = '/api/analytic/summary';

export const analyticProcedures = {
  summary: procedure
    .meta({ access: 'restricted', action: { method: 'GET', path: SUMMARY_PATH } })
    .input(input(analyticSummaryQuerySchema, (raw) => parseAsInput(analyticSummaryQuerySchema, raw ?? {})))
    .query(({ ctx, input }) => run(() => analyticSummary(ctx.db.prisma, input))),
};
