/**
 * Wallet sign-in (issue 12, flow 3) with a test account injected as an EIP-1193 provider: a private key in
 * the test signs what the page asks (viem), no browser extension. The wallet code loads only on a page
 * with the wallet widget.
 */
import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

const SELECT_METHOD = '/en/rbac/subject/authentication/select-method';

/**
 * window.ethereum answering for `account` (or with no account at all when `noAccount`); personal_sign goes to
 * the test (or fails when `refuse`).
 */
async function injectWallet(page: Page, options: { refuse?: boolean; noAccount?: boolean } = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const signed: string[] = [];
  await page.exposeFunction('__testWalletSign', async (raw: Hex) => {
    if (options.refuse) throw new Error('User rejected the request.');
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
  await expect(page.locator('[data-variant="footer-default"]')).toBeAttached();
  expect(scripts.filter((url) => url.includes('wallet-sign-in'))).toEqual([]);
  await page.goto(SELECT_METHOD);
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
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
