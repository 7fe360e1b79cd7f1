/**
 * The results page `/{language}/search?q=`: server-rendered (its loader fills the query the server answers), in
 * the home page's frame (its layouts: header and footer), results grouped by kind in the order of their best
 * result, each with its title, kind and a snippet whose matched words are marked; "nothing found" names the
 * closest titles. Kept out of search engines (`noindex`, by the server).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import type { SearchResult } from '@symbol/contracts';
import { useId, useState } from 'react';
import { trpc } from '../api/client.ts';
import type { Words } from '../i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useSite } from '../ui/site-context.tsx';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { fill, kindOf, RESULTS, SEARCH_MIN, SEARCH_URL, SearchIcon, searchInput } from './search.tsx';

/** The server's snippet: its text HTML-escaped, only the matched words in <mark> (search/postgres.ts). */
function Snippet({ html }: { html: string }) {
  if (!html) return null;
  return (
    <p
      className="mt-1 text-stone-700 [&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-stone-950"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ResultItem({ result, words }: { result: SearchResult; words: Words }) {
  return (
    <li className="py-4">
      <article>
        <h3 className="text-lg font-semibold">
          {result.url ? (
            <Link to={result.url} className="text-red-900 underline-offset-4 hover:underline">
              {result.title}
            </Link>
          ) : (
            result.title
          )}
        </h3>
        <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">{kindOf(result.entity, words)}</p>
        <Snippet html={result.snippet} />
      </article>
    </li>
  );
}

/** Results grouped by kind, the groups in the order of their best result (the answer is ranked). */
function groupsOf(results: SearchResult[], words: Words) {
  const groups = new Map<string, SearchResult[]>();
  for (const result of results) {
    const kind = kindOf(result.entity, words);
    groups.set(kind, [...(groups.get(kind) ?? []), result]);
  }
  return [...groups];
}

function SearchForm({ q }: { q: string }) {
  const { language, words } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      aria-label={words.searchTitle}
      action={`/${language}${SEARCH_URL}`}
      method="get"
      className="mt-6 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate({ to: `/${language}${SEARCH_URL}`, search: { q: text.trim() } } as never);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {words.searchSite}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={words.searchPlaceholder}
        className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2 text-base focus:border-stone-500 focus:ring-2 focus:ring-stone-300 focus:outline-none"
      />
      <button type="submit" className={buttonClass('default')}>
        <SearchIcon />
        <span className="sr-only sm:not-sr-only">{words.search}</span>
      </button>
    </form>
  );
}

function Found({ q }: { q: string }) {
  const { language, words } = useSite();
  const found = trpc.search.useQuery(searchInput(q, language, RESULTS), {
    enabled: q.length >= SEARCH_MIN,
    retry: false,
  });
  if (q.length < SEARCH_MIN) return <p className="mt-6 text-stone-600">{q ? words.searchTooShort : ''}</p>;
  if (found.isError)
    return (
      <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{words.searchFailed}</p>
        <button type="button" className={`${buttonClass('outline', 'sm')} mt-3`} onClick={() => void found.refetch()}>
          {words.searchRetry}
        </button>
      </div>
    );
  if (!found.data)
    return (
      <div className="mt-6">
        <span className="sr-only">{words.searchSearching}</span>
        <SkeletonRows heights={['h-20', 'h-20', 'h-20']} />
      </div>
    );
  const { data, meta } = found.data;
  if (!data.length)
    return (
      <div className="mt-6">
        <p role="status" className="text-lg">
          {fill(words.searchNothing, { q })}
        </p>
        {!!meta.closest?.length && (
          <>
            <h2 className="mt-6 font-semibold">{words.searchClosest}</h2>
            <ul className="mt-2 space-y-1">
              {meta.closest.map((result) => (
                <li key={`${result.entity}-${result.id}`}>
                  {result.url ? (
                    <Link to={result.url} className="text-red-900 underline underline-offset-4">
                      {result.title}
                    </Link>
                  ) : (
                    result.title
                  )}{' '}
                  <span className="text-sm text-stone-500">· {kindOf(result.entity, words)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-6 text-stone-600">{words.searchTips}</p>
      </div>
    );
  return (
    <div className="mt-6" aria-busy={found.isFetching}>
      <p role="status" className="text-stone-600">
        {fill(words.searchFound, { count: meta.total })}
        {meta.total > data.length ? `, ${fill(words.searchShown, { count: data.length })}` : ''}
      </p>
      {groupsOf(data, words).map(([kind, results]) => (
        <section key={kind} aria-label={kind} className="mt-6">
          <h2 className="border-b border-stone-200 pb-2 text-xl font-semibold">{kind}</h2>
          <ol className="divide-y divide-stone-100">
            {results.map((result) => (
              <ResultItem key={`${result.entity}-${result.id}`} result={result} words={words} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** The page's content (the frame around it is the router's). */
export function SearchResults({ q }: { q: string }) {
  const { words } = useSite();
  const query = q.trim();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-semibold break-words">
        {query ? fill(words.searchResultsFor, { q: query }) : words.searchTitle}
      </h1>
      <SearchForm key={query} q={query} />
      <Found q={query} />
    </div>
  );
}
