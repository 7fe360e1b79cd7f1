/** Small pieces every adapter uses: money, signatures, headers, bodies, provider errors. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, badRequest } from '../../../errors.ts';
import type { Fetch, ProviderName } from './provider.ts';
import { TIMEOUTS } from '../../../timeouts.ts';

export const notConfigured = (name: ProviderName) => new AppError(503, `Provider ${name} is not configured`);

/** The provider answered with an error or could not be reached: a 502 for the caller, the cart stays as it was. */
export const providerFailed = (name: ProviderName, detail: string) =>
  new AppError(502, `Provider ${name} failed: ${detail}`);

export const invalidSignature = () => badRequest('Invalid webhook signature');

// ---------------------------------------------------------------------------------------------------------------
// Money: amounts arrive as exact decimal strings ("5000", "12.5"); no float ever touches them.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * ISO 4217 exponents that differ from 2, as Stripe lists them
 * (https://docs.stripe.com/currencies#zero-decimal, #three-decimal).
 */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

export function currencyExponent(currency: string): number {
  const code = currency.trim().toLowerCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

function splitDecimal(amount: string): { whole: string; fraction: string } {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw badRequest(`Invalid amount "${amount}"`);
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (/^0*$/.test(whole) && fraction === '') throw badRequest('Amount must be greater than zero');
  return { whole, fraction };
}

/** "12.5" USD → 1250; "5000" JPY → 5000; "1.005" KWD → 1005. More decimals than the currency has → 400. */
export function toMinorUnits(amount: string, currency: string): number {
  const exponent = currencyExponent(currency);
  const { whole, fraction } = splitDecimal(amount);
  if (fraction.length > exponent) {
    throw badRequest(`Amount ${amount} has more decimals than ${currency.toUpperCase()} allows`);
  }
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest(`Amount ${amount} is too large`);
  return Number(minor);
}

/** "12.5" → "12.50" (the decimal string form Payselection documents); more than `digits` decimals → 400. */
export function toFixedDecimal(amount: string, digits = 2): string {
  const { whole, fraction } = splitDecimal(amount);
  if (fraction.length > digits) throw badRequest(`Amount ${amount} has more than ${digits} decimals`);
  return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`;
}

/**
 * A JSON number for APIs that take one (CloudPayments `Amount`). A decimal with at most 15 significant digits
 * parses to the double whose shortest printed form is that same decimal, so JSON.stringify writes it exactly.
 */
export function toJsonNumber(amount: string, digits = 2): number {
  const fixed = toFixedDecimal(amount, digits);
  if (fixed.replace('.', '').replace(/^0+/, '').length > 15) throw badRequest(`Amount ${amount} is too large`);
  return Number(fixed);
}

// ---------------------------------------------------------------------------------------------------------------
// Signatures

export const hmacSha256 = (key: string, data: string | Buffer, encoding: 'hex' | 'base64' | 'base64url') =>
  createHmac('sha256', key).update(data).digest(encoding);

/** Constant-time comparison of two signature strings (any length). */
export function safeEqual(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests and bodies

/** Header lookup that ignores case (Node lower-cases them, tests and proxies may not). */
export function header(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/** JSON or application/x-www-form-urlencoded (CloudPayments sends either, depending on the merchant setting). */
export function parseBody(rawBody: Buffer, headers: Record<string, string | undefined>): Record<string, unknown> {
  const text = rawBody.toString('utf8');
  const type = header(headers, 'content-type') ?? '';
  const looksJson = type.includes('json') || /^\s*[{[]/.test(text);
  if (looksJson) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw badRequest('Invalid webhook body');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : undefined;

/** fetch with a deadline; a network failure becomes a 502 naming the provider. */
export async function callProvider(
  name: ProviderName,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
): Promise<{ status: number; ok: boolean; text: string; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUTS.providerCallMs) });
  } catch (error) {
    throw providerFailed(name, (error as Error).message || 'unreachable');
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, ok: response.ok, text, json };
}
