/**
 * navbar-default: logotype, the links (buttons arrays linked as `default`), actions (`additional`, shown at every
 * width) and the language switch; below `lg` a hamburger opens the menu, which closes on tapping a link or on Escape.
 */
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { PageNode } from '../api/types.ts';
import { RenderAll, type VariantProps } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { children, linkVariant, text } from '../ui/node.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { LANGUAGE_NAMES } from '../i18n.ts';
import { AccountButton } from '../session/account-menu.tsx';
import { renderLogotypes } from './buttons.tsx';

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
  const [open, setOpen] = useState(false);
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

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:px-8">
        <div className="flex items-center">{renderLogotypes(children(node, 'logotypes'))}</div>
        <nav aria-label={words.mainNavigation} className="hidden lg:block">
          <NavLinks arrays={links} vertical={false} />
        </nav>
        <div className="flex items-center gap-2 lg:gap-3">
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
            className={`${buttonClass('ghost', 'sm')} lg:hidden`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              {open ? '×' : '☰'}
            </span>
            <span className="sr-only">{open ? words.closeMenu : words.openMenu}</span>
          </button>
        </div>
      </div>
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
