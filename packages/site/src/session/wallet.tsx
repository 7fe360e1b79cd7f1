/**
 * The wallet button, its code (wagmi, viem) fetched only when a widget showing it renders, and only in the browser:
 * the button waits for hydration anyway (a click before it would be lost), and the server's rendering bundles its
 * own production React while wagmi, left outside that bundle, would call Node's.
 */
import { lazy, Suspense } from 'react';
import { AWAITS_APP, useHydrated } from '../ui/hydrated.ts';

// React's own lazy, not lazyPart: the server never renders the button, so it never loads wagmi either, and the
// browser has nothing to load before hydrating.
const WalletSignIn = lazy(() => import('./wallet/wallet-sign-in.tsx'));

export function Wallet() {
  const waiting = (
    <div aria-hidden="true" {...{ [AWAITS_APP]: '' }} className="h-11 w-full animate-pulse rounded-md bg-stone-200" />
  );
  if (!useHydrated()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <WalletSignIn />
    </Suspense>
  );
}
