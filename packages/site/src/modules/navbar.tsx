/**
 * navbar-default: logotype, the links (buttons arrays linked as `default`), actions (`additional`, shown at every
 * width) and the language switch; below `lg` a hamburger opens the menu, which closes on tapping a link or on Escape.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { children, linkVariant, text } from '../ui/node.ts';
import { useLive } from '../ui/island.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { LANGUAGE_NAMES } from '../i18n.ts';
import { AccountButton } from '../session/account-menu.tsx';
import { HeaderSearch } from '../search/header-search.tsx';
import { SearchIcon } from '../search/search.tsx';
import { renderLogotypes } from './buttons.tsx';

/** Wide enough for the header's search field (Tailwind's `lg`); narrower, a button opens it in a row below. */
const WIDE = '(min-width: 1024px)';

/** A key typed into a field, not at the page: `/` is then a character, not the search shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function NavLinks({
  arrays,
  onNavigate,
  vertical,
}: {
  arrays: PageNode[];
  onNavigate?: () => void;
  vertical: boolean;
}) {
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {arrays.flatMap((array) =>
        children(array, 'buttons').map((button) => (
          <li key={`${array.id}-${button.id}`}>
            <SiteLink
              address={text(button, 'url')}
              onClick={onNavigate}
              className={`block rounded-md px-3 py-2 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 ${vertical ? 'text-lg' : ''}`}
              activeProps={{ 'aria-current': 'page', className: 'text-red-900' }}
            >
              {text(button, 'title')}
            </SiteLink>
          </li>
        )),
      )}
    </ul>
  );
}

function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { languages, language, words, page } = useSite();
  const url = page?.url ?? '/';
  return (
    <nav aria-label={words.language} className="flex items-center gap-1 text-sm">
      {languages.map((other) => (
        <Link
          key={other}
          to={`/${other}${url === '/' ? '/' : url}`}
          onClick={onNavigate}
          hrefLang={other}
          lang={other}
          aria-current={other === language ? 'true' : undefined}
          title={LANGUAGE_NAMES[other] ?? other}
          className={`rounded px-2 py-1 font-semibold uppercase ${other === language ? 'bg-stone-900 text-white' : 'text-stone-600 hover:bg-stone-100'}`}
        >
          {other}
        </Link>
      ))}
    </nav>
  );
}

export function NavbarDefault({ node }: VariantProps) {
  const { words } = useSite();
  useLive();
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const wideSearch = useRef<HTMLInputElement>(null);
  const arrays = children(node, 'buttonsArrays');
  const links = arrays.filter((a) => linkVariant(a) === 'default');
  const actions = arrays.filter((a) => linkVariant(a) !== 'default');
  const close = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  // `/` focuses the search field (the header's, or the phone's row, opened).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      if (window.matchMedia(WIDE).matches) wideSearch.current?.focus();
      else {
        setOpen(false);
        setSearching(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-8">
        <div className="flex items-center">{renderLogotypes(children(node, 'logotypes'))}</div>
        <nav aria-label={words.mainNavigation} className="hidden lg:block">
          <NavLinks arrays={links} vertical={false} />
        </nav>
        <div className="flex items-center gap-2 lg:gap-3">
          <HeaderSearch inputRef={wideSearch} className="hidden lg:block" />
          <div className="hidden lg:block">
            <LanguageSwitch />
          </div>
          {/* The actions (Donate) stay in the sticky header on phones too, in reach on every page. */}
          <div className="[&_a]:px-3 [&_a]:py-1.5 lg:[&_a]:px-4 lg:[&_a]:py-2">
            <RenderAll entity="website-builder/buttons-arrays" nodes={actions} />
          </div>
          <AccountButton />
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} px-2! lg:hidden`}
            aria-expanded={searching}
            aria-controls="mobile-search"
            onClick={() => {
              setOpen(false);
              setSearching(!searching);
            }}
          >
            <SearchIcon className="h-6 w-6" />
            <span className="sr-only">{searching ? words.searchClose : words.searchOpen}</span>
          </button>
          <button
            type="button"
            className={`${buttonClass('ghost', 'sm')} lg:hidden`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => {
              setSearching(false);
              setOpen(!open);
            }}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              {open ? '×' : '☰'}
            </span>
            <span className="sr-only">{open ? words.closeMenu : words.openMenu}</span>
          </button>
        </div>
      </div>
      {searching && (
        <div id="mobile-search" className="border-t border-stone-200 bg-white px-4 py-3 lg:hidden">
          <HeaderSearch autoFocus onDone={() => setSearching(false)} />
        </div>
      )}
      {open && (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pt-2 pb-6 lg:hidden">
          <nav aria-label={words.mainNavigation}>
            <NavLinks arrays={links} onNavigate={close} vertical />
          </nav>
          <div
            className="mt-4 flex flex-wrap items-center justify-between gap-3"
            onClick={(e) => (e.target as HTMLElement).closest('a') && close()}
          >
            <LanguageSwitch onNavigate={close} />
          </div>
        </div>
      )}
    </header>
  );
}
