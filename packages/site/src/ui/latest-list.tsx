/**
 * The records a list widget shows (issue 21): those linked to it, or, when it links none, the latest records of
 * its entity that came with the page (`latest[field]`), then, on 'Show more', the following pages from
 * `host.latest`. The page itself stays one request; each 'Show more' is one more.
 */
import { LIST_PAGE_SIZE } from '@symbol/contracts/public-variants';
import type { Language, ModuleName } from '@symbol/contracts/constants';
import { useState, type ReactNode } from 'react';
import { trpc } from '../api/client.ts';
import { failureText } from '../api/errors.ts';
import type { PageNode } from '../api/types.ts';
import { buttonClass } from './button-styles.ts';
import { ErrorBox } from './error-box.tsx';
import { useLive } from './island.ts';
import { children } from './node.ts';
import { useSite } from './site-context.tsx';

interface Latest {
  hasMore: boolean;
}

const latestOf = (node: PageNode, field: string): Latest | undefined =>
  (node.latest as Record<string, Latest> | undefined)?.[field];

/** The widget's records of `field`, with the 'Show more' control and the empty state to render beside them. */
export function useListed(node: PageNode, field: string, module: ModuleName) {
  const { language, words } = useSite();
  const utils = trpc.useUtils();
  const latest = latestOf(node, field);
  const [more, setMore] = useState<{ records: PageNode[]; hasMore: boolean }>({ records: [], hasMore: false });
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  const records = [...children(node, field), ...more.records];
  const hasMore = more.records.length ? more.hasMore : !!latest?.hasMore;
  useLive(hasMore);

  const loadMore = async () => {
    setState({ pending: true });
    try {
      const page = await utils.host.latest.fetch({
        module,
        variant: String(node.variant ?? 'default'),
        offset: LIST_PAGE_SIZE + more.records.length,
        language: language as Language,
      });
      setMore((old) => ({ records: [...old.records, ...(page.records as PageNode[])], hasMore: page.hasMore }));
      setState({ pending: false });
    } catch (error) {
      console.error(error);
      setState({ pending: false, error: failureText(error, words) });
    }
  };

  const footer: ReactNode = (
    <>
      {records.length === 0 && <p className="text-stone-600">{words.listEmpty}</p>}
      {state.error && <ErrorBox message={state.error} />}
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            onClick={loadMore}
            disabled={state.pending}
            aria-busy={state.pending}
            className={`${buttonClass('outline')} disabled:opacity-60`}
          >
            {state.pending ? words.loading : words.showMore}
          </button>
        </div>
      )}
    </>
  );
  return { records, footer };
}
