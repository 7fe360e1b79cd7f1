/**
 * The wallet button, its code (wagmi, viem) fetched only when a widget showing it renders, and only in the browser:
 * the button waits for hydration anyway (a click before it would be lost), and the server's rendering bundles its
 * own production React while wagmi, left outside that bundle, would call Node's.
 */
import { Suspense } from 'react';
import { useHydrated } from '../ui/hydrated.ts';
import { lazyPart } from '../ui/lazy.tsx';

const WalletSignIn = lazyPart('WalletSignIn', async () => (await import('./wallet/wallet-sign-in.tsx')).default);

export function Wallet() {
  const waiting = <div aria-hidden="true" className="h-11 w-full animate-pulse rounded-md bg-stone-200" />;
  if (!useHydrated()) return waiting;
  return (
    <Suspense fallback={waiting}>
      <WalletSignIn />
    </Suspense>
  );
}
