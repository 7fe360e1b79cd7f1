/**
 * Wallet sign-in (spec §2, §4, §9), loaded only where the widget is: wagmi on two chains with the browser
 * wallet (injected) and WalletConnect (only with a project id in the site configuration). 'Connect Wallet';
 * once connected, the ENS name or the address shortened 6…4. When a wallet connects and the visitor is not
 * signed in, the server's Sign-In with Ethereum message is signed (one request at a time) and sent; on
 * failure the wallet is disconnected and the toast reads 'An error occurred: …'.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Chain } from 'viem';
import {
  createConfig,
  http,
  useAccount,
  useConnect,
  useDisconnect,
  useEnsName,
  useSignMessage,
  WagmiProvider,
} from 'wagmi';
import { mainnet, sepolia } from 'wagmi/chains';
import { injected, walletConnect } from 'wagmi/connectors';
import { trpc } from '../../api/client.ts';
import { shownFailure } from '../../api/errors.ts';
import { buttonClass } from '../../ui/button-styles.ts';
import { useHydrated } from '../../ui/hydrated.ts';
import { useSite } from '../../ui/site-context.tsx';
import { toast } from '../../ui/toast.ts';
import { shortAddress } from '../account-menu.tsx';
import { useGoTo } from '../navigate.ts';
import { AUTH_PATHS } from '../paths.ts';
import { useSession } from '../use-session.tsx';

const CHAINS: readonly [Chain, ...Chain[]] = [mainnet, sepolia];

/**
 * The RPC the page reads from (ENS names on mainnet): the configured mainnet RPC, else WalletConnect's with a
 * project id (the site's CSP allows both); else the chain's default, never called (no ENS lookup then).
 */
const rpc = (projectId: string | undefined, ethereumRpcUrl: string | undefined, chain: Chain) => {
  if (ethereumRpcUrl && chain.id === mainnet.id) return http(ethereumRpcUrl);
  return projectId
    ? http(`https://rpc.walletconnect.org/v1/?chainId=eip155:${chain.id}&projectId=${projectId}`)
    : http();
};

function walletConfig(projectId: string | undefined, ethereumRpcUrl: string | undefined) {
  return createConfig({
    chains: CHAINS,
    connectors: [
      injected(),
      ...(projectId ? [walletConnect({ projectId, showQrModal: true, metadata: undefined })] : []),
    ],
    transports: Object.fromEntries(CHAINS.map((chain) => [chain.id, rpc(projectId, ethereumRpcUrl, chain)])),
  });
}

function WalletButton() {
  const { words, language, walletConnectProjectId, ethereumRpcUrl, authenticationSuccessUrl } = useSite();
  const { status } = useSession();
  const session = useSession();
  const goTo = useGoTo();
  const utils = trpc.useUtils();
  const { address, isConnected, chainId } = useAccount();
  const { connectors, connectAsync, isPending: connecting } = useConnect();
  // A click before hydration would be lost: the button waits for it.
  const hydrated = useHydrated();
  const { disconnect } = useDisconnect();
  const { signMessageAsync } = useSignMessage();
  const ens = useEnsName({
    address,
    chainId: mainnet.id,
    query: { enabled: !!address && !!(ethereumRpcUrl || walletConnectProjectId) },
  });
  const [choosing, setChoosing] = useState(false);
  const [signing, setSigning] = useState(false);
  const inFlight = useRef(false);

  const fail = (error: unknown) => {
    disconnect();
    toast.error(`${words.walletError} ${shownFailure(error, words, language)}`);
  };

  // A wallet connected and the visitor is not signed in: sign the server's message, one request at a time.
  useEffect(() => {
    if (!isConnected || status === 'loading' || status === 'signed-in' || inFlight.current) return;
    if (!address) {
      toast.error(words.noAccountFound);
      disconnect();
      return;
    }
    inFlight.current = true;
    setSigning(true);
    void (async () => {
      try {
        const { message } = await utils.client.rbac.subject.authentication.ethereumVirtualMachineNonce.query({
          address,
          chainId: chainId ?? mainnet.id,
        });
        if (!message) throw new Error(words.noAccountFound);
        const signature = await signMessageAsync({ account: address, message });
        const tokens = await utils.client.rbac.subject.authentication.ethereumVirtualMachine.mutate({
          message,
          signature,
          address,
        });
        session.signIn(tokens);
        goTo(authenticationSuccessUrl || AUTH_PATHS.home);
      } catch (error) {
        fail(error);
      } finally {
        inFlight.current = false;
        setSigning(false);
      }
    })();
    // Runs when the connection or the session changes (the other values are read at that moment).
  }, [isConnected, address, status]);

  const connect = async (connector: (typeof connectors)[number]) => {
    setChoosing(false);
    try {
      await connectAsync({ connector });
    } catch (error) {
      fail(error);
    }
  };

  if (isConnected && address)
    return (
      <div className="flex flex-col items-center gap-2">
        <button
          type="button"
          onClick={() => disconnect()}
          className={`${buttonClass('outline')} w-full font-mono`}
          title={address}
        >
          {ens.data ?? shortAddress(address)}
        </button>
        {signing && (
          <p role="status" className="text-sm text-stone-600">
            {words.signingIn}
          </p>
        )}
      </div>
    );

  const available = connectors.filter((c, i, all) => all.findIndex((o) => o.name === c.name) === i);
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={connecting || !hydrated}
        aria-expanded={available.length > 1 ? choosing : undefined}
        onClick={() => (available.length > 1 ? setChoosing(!choosing) : available[0] && void connect(available[0]))}
        className={`${buttonClass('outline')} w-full disabled:opacity-60`}
      >
        {connecting ? words.pending : words.connectWallet}
      </button>
      {choosing && (
        <ul aria-label={words.chooseWallet} className="space-y-1">
          {available.map((connector) => (
            <li key={connector.uid}>
              <button
                type="button"
                onClick={() => void connect(connector)}
                className={`${buttonClass('ghost', 'sm')} w-full justify-start`}
              >
                {connector.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function WalletSignIn() {
  const { walletConnectProjectId, ethereumRpcUrl } = useSite();
  const config = useMemo(
    () => walletConfig(walletConnectProjectId, ethereumRpcUrl),
    [walletConnectProjectId, ethereumRpcUrl],
  );
  return (
    <WagmiProvider config={config}>
      <WalletButton />
    </WagmiProvider>
  );
}
