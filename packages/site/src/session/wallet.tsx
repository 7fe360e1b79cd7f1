/** The wallet button, its code (wagmi, viem) fetched only when a widget showing it renders. */
import { lazy, Suspense } from 'react';

const WalletSignIn = lazy(() => import('./wallet/wallet-sign-in.tsx'));

export function Wallet() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-11 w-full animate-pulse rounded-md bg-stone-200" />}>
      <WalletSignIn />
    </Suspense>
  );
}
