import { describe, expect, it } from 'vitest';
import {
  DONATION_MAXIMUM,
  donationPresets,
  minimumDonation,
  parseDonationAmount,
  presetsWithHints,
} from './donation.ts';

describe('a free amount', () => {
  it('has a minimum per currency: 100 RUB, 1 USD/EUR, 1 of any other', () => {
    expect(minimumDonation('rub')).toBe(100);
    expect(minimumDonation('usd')).toBe(1);
    expect(minimumDonation('eur')).toBe(1);
    expect(minimumDonation('kzt')).toBe(1);
    expect(minimumDonation('constructor')).toBe(1);
    expect(DONATION_MAXIMUM).toBe(10_000_000);
  });

  it('offers presets at or above the minimum', () => {
    expect(donationPresets('rub')).toEqual([500, 1000, 3000, 5000]);
    expect(donationPresets('usd')).toEqual([10, 25, 50, 100]);
    for (const slug of ['rub', 'usd', 'eur', 'kzt'])
      expect(donationPresets(slug).every((n) => n >= minimumDonation(slug))).toBe(true);
  });

  it('reads what a donor types, spaces and a decimal comma included, and nothing else', () => {
    expect(parseDonationAmount('1 500')).toBe('1500');
    expect(parseDonationAmount('1\u00a0500')).toBe('1500');
    expect(parseDonationAmount('10,50')).toBe('10.50');
    expect(parseDonationAmount(' 750 ')).toBe('750');
    for (const bad of ['', 'abc', '-5', '1e5', '10.123', '1,000.50', '1234567890'])
      expect(parseDonationAmount(bad)).toBeUndefined();
  });
});

describe('presets with impact hints', () => {
  const hint = (amount: string, slug: string, description: string) => ({
    amount,
    currency: { id: slug, slug },
    description,
  });
  it("are a project's own hints in the chosen currency, in their order", () => {
    const hints = [hint('700', 'rub', 'brushes'), hint('10', 'usd', 'brushes'), hint('1500', 'rub', 'gesso')];
    expect(presetsWithHints(hints, 'rub')).toEqual([
      { amount: 700, hint: 'brushes' },
      { amount: 1500, hint: 'gesso' },
    ]);
  });
  it('are the standard presets with no hint when the project has none in that currency', () => {
    expect(presetsWithHints([hint('10', 'usd', 'brushes')], 'rub')).toEqual(
      donationPresets('rub').map((amount) => ({ amount })),
    );
  });
});
