/**
 * The header's search field: a search landmark whose field suggests up to SUGGESTIONS results as the visitor
 * types (one request per settled text, SETTLE_MS after the last key), a combobox read by screen readers; arrows
 * move through the suggestions, Enter opens the chosen one or the results page, Escape closes the list. Without
 * JavaScript it is a plain GET form to the results page. `/` anywhere on the page focuses it (navbar.tsx).
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type Ref } from 'react';
import { trpc } from '../api/client.ts';
import { useSite } from '../ui/site-context.tsx';
import { kindOf, SEARCH_MIN, SEARCH_URL, SearchIcon, searchInput, SUGGESTIONS, useSettled } from './search.tsx';

export function HeaderSearch({
  inputRef,
  autoFocus,
  onDone,
  className = '',
}: {
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Called after a navigation (the phone's search row closes) and on Escape with the list already closed. */
  onDone?: () => void;
  className?: string;
}) {
  const { language, words } = useSite();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(text.trim());
  const asked = settled.length >= SEARCH_MIN;
  const suggestions = trpc.search.useQuery(searchInput(settled, language, SUGGESTIONS), {
    enabled: asked,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const results = asked ? (suggestions.data?.data ?? []) : [];
  const typing = text.trim() !== settled;
  const showList = open && text.trim().length >= SEARCH_MIN;

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    onDone?.();
    void navigate({ to: url });
  };
  const toResults = () => {
    const q = text.trim();
    setOpen(false);
    onDone?.();
    void navigate({ to: `/${language}${SEARCH_URL}`, search: { q } } as never);
  };

  return (
    <form
      role="search"
      aria-label={words.searchSite}
      action={`/${language}${SEARCH_URL}`}
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = results[active];
        if (chosen?.url) go(chosen.url);
        else toResults();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {words.searchSite}
      </label>
      <div className="flex items-center rounded-md border border-stone-300 bg-white focus-within:border-stone-500 focus-within:ring-2 focus-within:ring-stone-300">
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          // Opened on purpose (the phone's search button, the `/` key): the field is what the visitor asked for.
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-keyshortcuts="/"
          placeholder={words.searchPlaceholder}
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              if (!results.length) return;
              event.preventDefault();
              setOpen(true);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              // -1 is the field itself: the list wraps through it.
              setActive((current) => ((current + 1 + step + results.length + 1) % (results.length + 1)) - 1);
            } else if (event.key === 'Escape') {
              if (showList) {
                event.preventDefault();
                setOpen(false);
                setActive(-1);
              } else onDone?.();
            }
          }}
          className="w-full min-w-0 bg-transparent px-3 py-1.5 text-base outline-none lg:w-52 xl:w-64"
        />
        <button
          type="submit"
          className="rounded-r-md px-2.5 py-1.5 text-stone-600 hover:bg-stone-100 hover:text-stone-950"
        >
          <SearchIcon />
          <span className="sr-only">{words.search}</span>
        </button>
      </div>
      {showList && (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 min-w-full rounded-md border border-stone-200 bg-white py-1 shadow-lg lg:left-auto lg:w-96">
          {suggestions.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-700">
              {words.searchFailed}
            </p>
          ) : (typing || suggestions.isFetching) && !results.length ? (
            <p role="status" className="px-3 py-2 text-sm text-stone-500">
              {words.searchSearching}
            </p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label={words.searchSuggestions}
            aria-busy={typing || suggestions.isFetching}
          >
            {results.map((result, index) => (
              <li
                key={`${result.entity}-${result.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps the field focused (its blur would close the list before the click).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => result.url && go(result.url)}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-stone-100' : 'hover:bg-stone-50'}`}
              >
                <span className="block font-medium text-stone-900">{result.title}</span>
                <span className="block text-xs text-stone-500">{kindOf(result.entity, words)}</span>
              </li>
            ))}
          </ul>
          {!suggestions.isError && !typing && suggestions.isSuccess && !suggestions.isFetching && !results.length && (
            <p role="status" className="px-3 py-2 text-sm text-stone-600">
              {words.searchNothing.replace('{q}', settled)}
            </p>
          )}
          <button
            type="submit"
            onMouseDown={(event) => event.preventDefault()}
            className="block w-full border-t border-stone-100 px-3 py-2 text-left text-sm font-medium text-red-900 hover:bg-stone-50"
          >
            {words.searchAllResults}
          </button>
        </div>
      )}
    </form>
  );
}
