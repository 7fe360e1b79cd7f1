/**
 * The site's public config names the analytics tags (issue 34 §6) only when one is configured: absent, the site
 * loads no consent banner and no vendor script. A malformed id is refused at start.
 */
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../../config.ts';
import { siteConfig } from '../site-config.ts';

const base = envSchema.parse({});

describe('siteConfig analytics', () => {
  it('is absent when neither tag is set', () => {
    expect(siteConfig(base)).not.toHaveProperty('analytics');
    expect(siteConfig(envSchema.parse({ YANDEX_METRIKA_ID: '', GA_MEASUREMENT_ID: '' }))).not.toHaveProperty(
      'analytics',
    );
  });

  it('names each tag set, and only those', () => {
    expect(siteConfig(envSchema.parse({ YANDEX_METRIKA_ID: '12345678' })).analytics).toEqual({
      yandexMetrikaId: '12345678',
    });
    expect(siteConfig(envSchema.parse({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' })).analytics).toEqual({
      gaMeasurementId: 'G-ABC123XYZ',
    });
    expect(
      siteConfig(envSchema.parse({ YANDEX_METRIKA_ID: '42424242', GA_MEASUREMENT_ID: 'G-ABCDEF' })).analytics,
    ).toEqual({ yandexMetrikaId: '42424242', gaMeasurementId: 'G-ABCDEF' });
  });

  it('refuses an id that is not one (it goes into a script url)', () => {
    for (const env of [
      { YANDEX_METRIKA_ID: '123abc' },
      { YANDEX_METRIKA_ID: '1"><script>' },
      { GA_MEASUREMENT_ID: 'UA-1234-1' },
      { GA_MEASUREMENT_ID: 'G-abc&x=1' },
    ])
      expect(envSchema.safeParse(env).success, JSON.stringify(env)).toBe(false);
  });
});
