/**
 * Wallet sign-in (issue 12, flow 3) with a test account injected as an EIP-1193 provider: a private key in
 * the test signs what the page asks (viem), no browser extension. The wallet code loads only on a page
 * with the wallet widget.
 */
import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { decodeFunctionData, encodeFunctionResult, parseAbi, type Address, type Hex } from 'viem';
import { hydrated } from './helpers.ts';

const SELECT_METHOD = '/en/rbac/subject/authentication/select-method';

/**
 * window.ethereum answering for `account` (or with no account at all when `noAccount`); personal_sign goes to
 * the test (or fails when `refuse`; or waits for `signWhen`).
 */
async function injectWallet(
  page: Page,
  options: { refuse?: boolean; noAccount?: boolean; signWhen?: Promise<void> } = {},
) {
  const account = privateKeyToAccount(generatePrivateKey());
  const signed: string[] = [];
  await page.exposeFunction('__testWalletSign', async (raw: Hex) => {
    if (options.refuse) throw new Error('User rejected the request.');
    await options.signWhen;
    signed.push(raw);
    return account.signMessage({ message: { raw } });
  });
  await page.addInitScript(
    (address: string | null) => {
      const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
      let connected = false;
      const ethereum = {
        isMetaMask: false,
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          switch (method) {
            case 'eth_requestAccounts':
              connected = true;
              return address ? [address] : [];
            case 'eth_accounts':
              return connected && address ? [address] : [];
            case 'eth_chainId':
              return '0x1';
            case 'net_version':
              return '1';
            case 'personal_sign': {
              const w = window as unknown as { __testWalletSign: (raw: string) => Promise<string> };
              try {
                return await w.__testWalletSign(params![0] as string);
              } catch (error) {
                throw Object.assign(new Error((error as Error).message), { code: 4001 });
              }
            }
            case 'wallet_requestPermissions':
              connected = true;
              return [{ parentCapability: 'eth_accounts' }];
            case 'wallet_revokePermissions':
              connected = false;
              return null;
            case 'wallet_switchEthereumChain':
              return null;
            default:
              throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
          }
        },
        on: (event: string, listener: (...args: unknown[]) => void) => {
          (listeners[event] ??= []).push(listener);
        },
        removeListener: (event: string, listener: (...args: unknown[]) => void) => {
          listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
        },
      };
      (window as unknown as { ethereum: unknown }).ethereum = ethereum;
    },
    options.noAccount ? null : account.address,
  );
  return { account, signed };
}

test('the wallet code loads only on a page with the wallet widget', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/en/');
  // Hydrated: every part the page uses has loaded by then (main.tsx loads them before hydrating).
  await hydrated(page.locator('[data-variant="footer-default"] a').first());
  expect(scripts.filter((url) => url.includes('wallet-sign-in'))).toEqual([]);
  await page.goto(SELECT_METHOD);
  // The server draws a placeholder; the button is there once the page is hydrated and the wallet's code loaded.
  await hydrated(page.getByRole('button', { name: 'Connect Wallet' }));
  expect(scripts.filter((url) => url.includes('wallet-sign-in'))).toHaveLength(1);
});

test('Connect Wallet signs the server message once and signs in with the EVM identity', async ({ page }) => {
  const { account, signed } = await injectWallet(page);
  await page.goto(SELECT_METHOD);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en\/?$/);
  expect(signed).toHaveLength(1);
  const message = Buffer.from(signed[0]!.slice(2), 'hex').toString('utf8');
  expect(message).toContain(account.address);
  expect(message).toContain('wants you to sign in with your Ethereum account');

  const short = `${account.address.toLowerCase().slice(0, 6)}…${account.address.toLowerCase().slice(-4)}`;
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByText(short)).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('list', { name: 'Sign-in methods' }).getByText('EVM', { exact: true })).toBeVisible();
});

test('a refused signature disconnects the wallet and shows the error toast', async ({ page }) => {
  await injectWallet(page, { refuse: true });
  await page.goto(SELECT_METHOD);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText(/^An error occurred: /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test("a wallet that connects without an address shows 'No account found' and signs nothing", async ({ page }) => {
  const { signed } = await injectWallet(page, { noAccount: true });
  await page.goto(SELECT_METHOD);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('No account found')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(signed).toEqual([]);
});

/** What viem asks a mainnet RPC for an address's ENS name: the universal resolver, through multicall3. */
const ENS_ABI = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
]);

/**
 * Serves the site's Ethereum RPC (ETHEREUM_RPC_URL of the e2e server) in the page: `owner`'s primary ENS name
 * is `name`, other addresses have none. Only the network edge is fake: wagmi and viem in the page ask it.
 */
async function serveEnsRpc(page: Page, owner: Address, name: string) {
  const resolver = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63';
  const reverse = (data: Hex): Hex => {
    const { args } = decodeFunctionData({ abi: ENS_ABI, data });
    const asked = (args[0] as Hex).toLowerCase();
    return encodeFunctionResult({
      abi: ENS_ABI,
      functionName: 'reverseWithGateways',
      result: [asked === owner.toLowerCase() ? name : '', resolver, resolver],
    });
  };
  const answer = (call: { id: number; method: string; params: [{ data: Hex }] }) => {
    if (call.method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: '0x1' };
    if (call.method !== 'eth_call') return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'no' } };
    const { data } = call.params[0];
    const decoded = decodeFunctionData({ abi: ENS_ABI, data });
    const result =
      decoded.functionName === 'aggregate3'
        ? encodeFunctionResult({
            abi: ENS_ABI,
            functionName: 'aggregate3',
            result: (decoded.args[0] as readonly { callData: Hex }[]).map((c) => ({
              success: true,
              returnData: reverse(c.callData),
            })),
          })
        : reverse(data);
    return { jsonrpc: '2.0', id: call.id, result };
  };
  const asked: string[] = [];
  await page.route('**/e2e-ethereum-rpc', async (route) => {
    const body = route.request().postDataJSON();
    asked.push(JSON.stringify(body));
    await route.fulfill({ json: Array.isArray(body) ? body.map(answer) : answer(body) });
  });
  return asked;
}

test('a connected wallet whose address has an ENS name shows the name, not the shortened address', async ({ page }) => {
  let sign!: () => void;
  const { account, signed } = await injectWallet(page, { signWhen: new Promise<void>((r) => (sign = r)) });
  const asked = await serveEnsRpc(page, account.address, 'bell-ringer.eth');
  await page.goto(SELECT_METHOD);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  // Connected, the signature pending: the wallet button names the account by its ENS name.
  await expect(page.getByRole('button', { name: 'bell-ringer.eth' })).toBeVisible({ timeout: 30_000 });
  const short = `${account.address.toLowerCase().slice(0, 6)}…${account.address.toLowerCase().slice(-4)}`;
  await expect(page.getByText(new RegExp(short, 'i'))).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
  sign();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible({ timeout: 30_000 });
  expect(signed).toHaveLength(1);
});
