/**
 * The global error screen (spec: content-admin §2): one sentence about the failure in the page's language
 * (../api/errors.ts `failureText`) and one action, "Try again" (a reload), at the top of the page whose url is
 * /500; alone when even that page cannot be loaded. The failure's own text goes to the console, not to the
 * visitor.
 */
import type { Language } from '@symbol/contracts/constants';
import { useEffect } from 'react';
import { failureText } from '../api/errors.ts';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { PageCommitted } from '../ui/page-committed.ts';
import { useSite } from '../ui/site-context.tsx';
import { PageView } from './page-view.tsx';

export const ERROR_PAGE_URL = '/500';

export function ErrorScreen({ error }: { error: unknown }) {
  const site = useSite();
  const errorPage = trpc.host.page.useQuery(
    { url: ERROR_PAGE_URL, language: site.language as Language },
    { retry: false },
  );
  useEffect(() => console.error(error), [error]);
  const notice = (
    <div role="alert" className="mx-auto my-8 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg text-red-900">{failureText(error, site.words)}</p>
      <button type="button" className={`${buttonClass('primary')} mt-4`} onClick={() => window.location.reload()}>
        {site.words.tryAgain}
      </button>
    </div>
  );
  if (errorPage.data) return <PageView data={errorPage.data} notice={<div className="px-4">{notice}</div>} />;
  return (
    <div className="grid min-h-screen place-items-center px-4">
      {notice}
      <PageCommitted />
    </div>
  );
}
