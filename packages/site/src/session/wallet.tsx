/** The wallet button, its code (wagmi, viem) fetched only when a widget showing it renders. */
import { Suspense } from 'react';
import { lazyPart } from '../ui/lazy.tsx';

const WalletSignIn = lazyPart('WalletSignIn', async () => (await import('./wallet/wallet-sign-in.tsx')).default);

export function Wallet() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-11 w-full animate-pulse rounded-md bg-stone-200" />}>
      <WalletSignIn />
    </Suspense>
  );
}
