/**
 * The authentication button (spec §2): 'Login' (to the method selector) for a visitor without an identity;
 * for a signed-in subject the dropdown with its identity emails, roles, a Settings link and Logout. A
 * disclosure (button + panel): Escape or a click outside closes it, focus returns to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { MessageKey, Words } from '../i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { useSite } from '../ui/site-context.tsx';
import { SiteLink } from '../ui/site-link.tsx';
import { AUTH_PATHS } from './paths.ts';
import { useSession, type MeIdentity } from './use-session.tsx';

/** The address shortened to its first 6 and last 4 characters (spec §9). */
export const shortAddress = (address: string) =>
  address.length > 10 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

export const identityLabel = (identity: MeIdentity): string =>
  identity.email ||
  (identity.provider === 'telegram' && identity.account
    ? identity.account
    : identity.account
      ? shortAddress(identity.account)
      : identity.id);

/** The platform's own roles by name in the page's language; a role an administrator made, by its title. */
const ROLE_WORDS: Record<string, MessageKey> = { user: 'roleUser', admin: 'roleAdmin' };
export const roleName = (role: { slug: string; title?: string | null }, words: Words): string =>
  ROLE_WORDS[role.slug] ? words[ROLE_WORDS[role.slug]!] : role.title || role.slug;

export function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const { words } = useSite();
  const { status, identities, roles, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (status === 'loading')
    return <span aria-hidden="true" className="block h-9 w-20 animate-pulse rounded-md bg-stone-200" />;
  if (status !== 'signed-in')
    return (
      <SiteLink address={AUTH_PATHS.selectMethod} onClick={onNavigate} className={buttonClass('outline', 'sm')}>
        {words.login}
      </SiteLink>
    );

  const first = identities[0];
  const initial = (first ? identityLabel(first) : '?').slice(0, 1).toUpperCase();
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex h-9 w-9 items-center justify-center rounded-full bg-red-800 font-semibold text-white hover:bg-red-900"
      >
        <span aria-hidden="true">{initial}</span>
        <span className="sr-only">{words.account}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl bg-white p-2 text-sm shadow-lg ring-1 ring-stone-200"
        >
          <ul className="border-b border-stone-100 px-2 pb-2" aria-label={words.identities}>
            {identities.map((identity) => (
              <li key={identity.id} className="truncate font-medium text-stone-900" title={identityLabel(identity)}>
                {identityLabel(identity)}
              </li>
            ))}
          </ul>
          {roles.length > 0 && (
            <div className="border-b border-stone-100 px-2 py-2">
              <p className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{words.roles}</p>
              <ul className="mt-1 flex flex-wrap gap-1">
                {roles.map((role) => (
                  <li key={role.id} className="rounded bg-stone-100 px-2 py-0.5 text-stone-700">
                    {roleName(role, words)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <SiteLink
            address={AUTH_PATHS.settings}
            onClick={close}
            className="mt-1 block rounded-md px-2 py-2 text-stone-800 hover:bg-stone-100"
          >
            {words.settings}
          </SiteLink>
          <SiteLink
            address={`${AUTH_PATHS.settings}#orders`}
            onClick={close}
            className="block rounded-md px-2 py-2 text-stone-800 hover:bg-stone-100"
          >
            {words.ordersAndDonations}
          </SiteLink>
          <button
            type="button"
            onClick={() => {
              close();
              void signOut();
            }}
            className="block w-full rounded-md px-2 py-2 text-left text-red-800 hover:bg-red-50"
          >
            {words.logout}
          </button>
        </div>
      )}
    </div>
  );
}

/** The logout action: runs once when shown with a session (spec §2); the session's end goes home. */
export function LogoutAction() {
  const { words } = useSite();
  const { status, signOut } = useSession();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || status === 'loading' || status === 'signed-out') return;
    ran.current = true;
    void signOut();
  }, [status, signOut]);
  const title = <h1 className="mb-6 text-center font-serif text-3xl text-stone-900">{words.logoutTitle}</h1>;
  if (status === 'signed-out')
    return (
      <>
        {title}
        <p className="text-center">
          <SiteLink address={AUTH_PATHS.home} className={buttonClass('outline')}>
            {words.backHome}
          </SiteLink>
        </p>
      </>
    );
  return (
    <>
      {title}
      <p role="status" className="text-center text-stone-600">
        {words.pending}
      </p>
    </>
  );
}
