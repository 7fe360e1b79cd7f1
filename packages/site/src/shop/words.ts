/**
 * The shop's and chat's reading of the site's words (`../i18n/{en,ru}.ts`, the site-shop block): order and
 * payment statuses by name, provider names, and localized maps in the page's language.
 */
import { useMemo } from 'react';
import type { MessageKey } from '../i18n.ts';
import { useSite } from '../ui/site-context.tsx';

const STATUS_KEYS: Record<string, MessageKey> = {
  new: 'statusNew',
  paying: 'statusPaying',
  reviewing: 'statusReviewing',
  approving: 'statusApproving',
  packaging: 'statusPackaging',
  delivering: 'statusDelivering',
  delivered: 'statusDelivered',
  canceled: 'statusCanceled',
  open: 'statusOpen',
  succeeded: 'statusSucceeded',
  failed: 'statusFailed',
};

/** Payment providers by their brand names (the dummy one is described in the page's language). */
const PROVIDER_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  '0xprocessing': '0xProcessing',
  payselection: 'Payselection',
  'payselection-international': 'Payselection International',
  cloudpayments: 'CloudPayments',
  tiptoppay: 'TipTopPay',
};

/** The site's words, with status and provider names, in the page's language. */
export function useShopWords() {
  const { language, words } = useSite();
  return useMemo(
    () => ({
      language,
      w: words,
      status: (status: string) => (STATUS_KEYS[status] ? words[STATUS_KEYS[status]] : status),
      provider: (name: string) => (name === 'dummy' ? words.testPayment : (PROVIDER_NAMES[name] ?? name)),
    }),
    [language, words],
  );
}

/** A localized map's text in the language (the first one otherwise); a plain string as is. */
export const localized = (value: unknown, language: string): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const map = value as Record<string, string>;
    return map[language] ?? Object.values(map)[0] ?? '';
  }
  return '';
};
