/**
 * The global error screen (spec: content-admin §2): the error's message (or the generic fallback, 'Oh no!
 * Something went wrong...') and a 'Reload' button, at the top of the page whose url is /500; alone when even
 * that page cannot be loaded.
 */
import type { Language } from '@symbol/contracts/constants';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useSite } from '../ui/site-context.tsx';
import { PageView } from './page-view.tsx';

export const ERROR_PAGE_URL = '/500';

export function ErrorScreen({ error }: { error: unknown }) {
  const site = useSite();
  const errorPage = trpc.host.page.useQuery(
    { url: ERROR_PAGE_URL, language: site.language as Language },
    { retry: false },
  );
  const message = (error as Error | undefined)?.message || site.words.genericError;
  const notice = (
    <div role="alert" className="mx-auto my-8 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg text-red-900">{message}</p>
      <button type="button" className={`${buttonClass('primary')} mt-4`} onClick={() => window.location.reload()}>
        {site.words.reload}
      </button>
    </div>
  );
  if (errorPage.data) return <PageView data={errorPage.data} notice={<div className="px-4">{notice}</div>} />;
  return <div className="grid min-h-screen place-items-center px-4">{notice}</div>;
}
