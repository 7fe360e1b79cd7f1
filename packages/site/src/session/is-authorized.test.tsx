import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../api/client.ts';
import { wordsFor } from '../i18n.ts';
import { renderInSite } from '../test-render.tsx';
import { DEFAULT_AUTHORIZATION_QUESTION, IsAuthorized, NotAuthorized } from './is-authorized.tsx';

/**
 * The wrapper's answer comes from the server (e2e: is-authorized.spec.ts), but the spec's question (reading
 * blog articles-to-widgets) is public on this server, so the browser never meets a refusal: the refusal's
 * rendering is checked here with the answer already in the query cache, as a page holds it once it loaded.
 */
async function renderWith(authorized: boolean | undefined, language = 'en') {
  const queryClient = new QueryClient();
  const procedure = trpc.rbac.subject.authentication.isAuthorized;
  if (authorized !== undefined)
    queryClient.setQueryData(getQueryKey(procedure, DEFAULT_AUTHORIZATION_QUESTION, 'query'), { authorized });
  const client = trpc.createClient({ links: [httpLink({ url: 'http://127.0.0.1:1/api/trpc' })] });
  return renderInSite(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <IsAuthorized fallback={<NotAuthorized />}>
          <p>Members only</p>
        </IsAuthorized>
      </QueryClientProvider>
    </trpc.Provider>,
    language,
  );
}

describe('the is-authorized wrapper', () => {
  it('shows its children when the server says yes', async () => {
    const html = await renderWith(true);
    expect(html).toContain('Members only');
    expect(html).not.toContain('Not authorized');
  });

  it("shows the spec's 'Not authorized' when the server says no, in each language", async () => {
    expect(await renderWith(false)).toContain('Not authorized');
    expect(await renderWith(false)).not.toContain('Members only');
    const ru = await renderWith(false, 'ru');
    expect(ru).toContain(wordsFor('ru').notAuthorized);
    expect(ru).not.toContain('Members only');
  });

  it('shows nothing while the answer loads', async () => {
    const html = await renderWith(undefined);
    expect(html).not.toContain('Members only');
    expect(html).not.toContain('Not authorized');
  });
});
