import { describe, expect, it } from 'vitest';
import { loadProvidersEnv } from './config.ts';
import { header, safeEqual, toFixedDecimal, toJsonNumber, toMinorUnits } from './shared.ts';
import { caught } from './testing.ts';

describe('money without floats', () => {
  it('converts decimal strings to integer minor units', () => {
    expect(toMinorUnits('12.5', 'usd')).toBe(1250);
    expect(toMinorUnits('5000', 'RUB')).toBe(500000);
    expect(toMinorUnits('0.01', 'eur')).toBe(1);
    expect(toMinorUnits('19.99', 'usd')).toBe(1999); // 19.99 * 100 is 1998.9999999999998 in floats
    expect(toMinorUnits('1.10', 'usd')).toBe(110);
    expect(toMinorUnits('90071992547409.91', 'usd')).toBe(9007199254740991);
  });

  it('knows zero- and three-decimal currencies', () => {
    expect(toMinorUnits('5000', 'jpy')).toBe(5000);
    expect(toMinorUnits('5000.00', 'JPY')).toBe(5000);
    expect(toMinorUnits('15000', 'krw')).toBe(15000);
    expect(toMinorUnits('1.005', 'kwd')).toBe(1005);
  });

  it('refuses amounts it cannot represent exactly', () => {
    expect(caught(() => toMinorUnits('12.345', 'usd'))?.status).toBe(400);
    expect(caught(() => toMinorUnits('0.5', 'jpy'))?.status).toBe(400);
    expect(caught(() => toMinorUnits('-1', 'usd'))?.status).toBe(400);
    expect(caught(() => toMinorUnits('1e3', 'usd'))?.status).toBe(400);
    expect(caught(() => toMinorUnits('0.00', 'usd'))?.status).toBe(400);
    expect(caught(() => toMinorUnits('90071992547409.92', 'usd'))?.status).toBe(400);
  });

  it('formats fixed decimals and JSON numbers exactly', () => {
    expect(toFixedDecimal('12.5')).toBe('12.50');
    expect(toFixedDecimal('007')).toBe('7.00');
    expect(toJsonNumber('1234.56')).toBe(1234.56);
    expect(JSON.stringify({ Amount: toJsonNumber('19.99') })).toBe('{"Amount":19.99}');
    expect(JSON.stringify({ Amount: toJsonNumber('5000') })).toBe('{"Amount":5000}');
  });
});

describe('helpers', () => {
  it('compares signatures in constant time and reads headers case-insensitively', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('abc', undefined)).toBe(false);
    expect(header({ 'Content-HMAC': 'x' }, 'content-hmac')).toBe('x');
  });

  it('reads provider settings from env-like input with defaults', () => {
    const env = loadProvidersEnv({ STRIPE_SECRET_KEY: '', CLOUDPAYMENTS_API_URL: 'http://127.0.0.1:9/' });
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.CLOUDPAYMENTS_API_URL).toBe('http://127.0.0.1:9');
    expect(loadProvidersEnv({}).CLOUDPAYMENTS_API_URL).toBe('https://api.cloudpayments.ru');
    expect(env.TIPTOPPAY_API_URL).toBe('https://api.tiptoppay.kz');
    expect(env.OXPROCESSING_CURRENCY).toBe('USDT');
    expect(env.OXPROCESSING_TEST).toBe(false);
    expect(() => loadProvidersEnv({ CLOUDPAYMENTS_API_URL: 'not a url' })).toThrow(/CLOUDPAYMENTS_API_URL/);
  });
});
