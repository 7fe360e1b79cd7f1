import { useMemo } from 'react';
import { useSite } from '../ui/site-context.tsx';

/** The shop's, checkout's, CRM's and chat's own words, complete in en and ru (the spec's English texts are the en ones). */
const SHOP_WORDS = {
  en: {
    cart: 'Cart',
    openCart: 'Open the cart',
    closeCart: 'Close the cart',
    itemsInCart: 'items in the cart',
    cartEmpty: 'Your cart is empty.',
    addToCart: 'Add to cart',
    adding: 'Adding...',
    update: 'Update',
    delete: 'Delete',
    deleteOrder: 'Delete order',
    removeLine: 'Remove',
    checkout: 'Checkout',
    checkingOut: 'Going to payment…',
    quantity: 'Quantity',
    total: 'Total',
    totals: 'Totals',
    noPrice: 'no price in this currency',
    inYourCart: 'In your cart',
    provider: 'Payment method',
    invoiceEmail: 'Email for the invoice',
    payNow: 'Pay now',
    updated: 'Updated successfully',
    deleted: 'Deleted successfully',
    order: 'Order',
    thankYou: 'Thank you!',
    paymentReceived: 'Your payment has been received.',
    paymentNotReceived: 'The payment has not been completed.',
    paymentStatus: 'Payment',
    orderStatus: 'Order status',
    noPayment: 'No payment is named in this address.',
    formSubmitted: 'Form submitted successfully',
    chats: 'Chats',
    noChats: 'No chats yet.',
    noProfile: 'You have no social profile to chat with yet.',
    message: 'Message',
    send: 'Send',
    sending: 'Sending…',
    messageCreated: 'Message created successfully',
    reactWith: 'React with',
    members: 'Members',
    you: 'you',
    signInFirst: 'Sign in to see this.',
  },
  ru: {
    cart: 'Корзина',
    openCart: 'Открыть корзину',
    closeCart: 'Закрыть корзину',
    itemsInCart: 'товаров в корзине',
    cartEmpty: 'Корзина пуста.',
    addToCart: 'В корзину',
    adding: 'Добавляем...',
    update: 'Обновить',
    delete: 'Удалить',
    deleteOrder: 'Удалить заказ',
    removeLine: 'Убрать',
    checkout: 'Оформить',
    checkingOut: 'Переходим к оплате…',
    quantity: 'Количество',
    total: 'Итого',
    totals: 'Итого',
    noPrice: 'нет цены в этой валюте',
    inYourCart: 'В вашей корзине',
    provider: 'Способ оплаты',
    invoiceEmail: 'Почта для счёта',
    payNow: 'Оплатить',
    updated: 'Обновлено',
    deleted: 'Удалено',
    order: 'Заказ',
    thankYou: 'Спасибо!',
    paymentReceived: 'Ваш платёж получен.',
    paymentNotReceived: 'Платёж не завершён.',
    paymentStatus: 'Платёж',
    orderStatus: 'Статус заказа',
    noPayment: 'В адресе не указан платёж.',
    formSubmitted: 'Форма отправлена',
    chats: 'Чаты',
    noChats: 'Чатов пока нет.',
    noProfile: 'У вас пока нет профиля для переписки.',
    message: 'Сообщение',
    send: 'Отправить',
    sending: 'Отправляем…',
    messageCreated: 'Сообщение отправлено',
    reactWith: 'Отреагировать',
    members: 'Участники',
    you: 'вы',
    signInFirst: 'Войдите, чтобы увидеть это.',
  },
} as const;

export type ShopWords = { [K in keyof (typeof SHOP_WORDS)['en']]: string };

export const shopWordsFor = (language: string): ShopWords =>
  (SHOP_WORDS as Record<string, ShopWords>)[language] ?? SHOP_WORDS.en;

/** Order statuses (spec §4) and payment providers, as a buyer reads them. */
export const STATUS_WORDS: Record<string, Record<string, string>> = {
  en: {
    new: 'New',
    paying: 'Awaiting payment',
    approving: 'Paid, being approved',
    packaging: 'Packaging',
    delivering: 'Delivering',
    delivered: 'Delivered',
    canceled: 'Canceled',
    open: 'Open',
    succeeded: 'Paid',
    failed: 'Failed',
  },
  ru: {
    new: 'Новый',
    paying: 'Ожидает оплаты',
    approving: 'Оплачен, на подтверждении',
    packaging: 'Собирается',
    delivering: 'Доставляется',
    delivered: 'Доставлен',
    canceled: 'Отменён',
    open: 'Открыт',
    succeeded: 'Оплачен',
    failed: 'Не прошёл',
  },
};

export const PROVIDER_NAMES: Record<string, string> = {
  stripe: 'Stripe',
  '0xprocessing': '0xProcessing',
  payselection: 'Payselection',
  'payselection-international': 'Payselection International',
  cloudpayments: 'CloudPayments',
  tiptoppay: 'TipTopPay',
  dummy: 'Test payment (dummy)',
};

/** The shop's words and status names in the page's language. */
export function useShopWords() {
  const { language } = useSite();
  return useMemo(
    () => ({ language, w: shopWordsFor(language), status: STATUS_WORDS[language] ?? STATUS_WORDS.en! }),
    [language],
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
