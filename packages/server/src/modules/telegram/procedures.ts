/** The telegram module's procedures: the account page's one-time link code. */
import { z } from 'zod';
import { unauthorized } from '../../errors.ts';
import { procedure, run } from '../../trpc/init.ts';
import { issueLinkCode } from './chats.ts';

export const telegramProcedures = {
  linkCode: procedure
    .meta({
      access: 'subject',
      action: { method: 'POST', path: '/api/telegram/link-code' },
      subjectOf: async (_input, ctx) => (await ctx.auth.optionalSubject())?.id ?? null,
    })
    .input(z.object({}).optional())
    .mutation(({ ctx }) =>
      run(async () => {
        const subject = await ctx.auth.subject();
        if (!subject) throw unauthorized('Sign in first: no access token');
        return issueLinkCode(ctx, subject.id);
      }),
    ),
};
