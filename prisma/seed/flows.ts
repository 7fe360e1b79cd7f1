/**
 * The pages of the interactive flows (issue 12): the cart drawer on every page of the main layout, the cart
 * checkout at /ecommerce/checkout, the thank-you page a buyer returns to after paying
 * (/ecommerce/checkout/thank-you, where the payment return route sends them), the one-step donation on each
 * project page (a free amount, with the project's progress; also at /donate and a project's path plus /donate), and the chats of the signed-in subject's profile at /social/chats.
 */
import { linkRecord, record, type SeedRecord } from './define.ts';
import { PROJECTS } from './shop.ts';
import { t, type Localized } from './text.ts';

const HOST_WIDGETS = 'host/widgets';
const PAGES = 'host/pages';

interface FlowWidget {
  name: string;
  module: string;
  variant: string;
  title?: Localized;
  subtitle?: Localized;
}

const WIDGETS: readonly FlowWidget[] = [
  { name: 'cart', module: 'ecommerce', variant: 'cart-default' },
  {
    name: 'checkout',
    module: 'ecommerce',
    variant: 'checkout-default',
    title: t('Your cart', 'Ваша корзина'),
    subtitle: t('Check the amounts, choose the currency and pay', 'Проверьте суммы, выберите валюту и оплатите'),
  },
  {
    name: 'thank-you',
    module: 'ecommerce',
    variant: 'checkout-thank-you-default',
    title: t('Your payment', 'Ваш платёж'),
  },
  {
    name: 'donate-now',
    module: 'ecommerce',
    variant: 'product-checkout-default',
    title: t('Donate in one step', 'Помочь в один шаг'),
    subtitle: t('Without the cart: this project only', 'Без корзины: только этому проекту'),
  },
  {
    name: 'donate-form',
    module: 'ecommerce',
    variant: 'donation-form-default',
    title: t('Give to a project', 'Помочь проекту'),
    subtitle: t(
      'Any amount, once or monthly, by card; the receipt comes by mail',
      'Любая сумма, разово или ежемесячно, картой; чек придёт на почту',
    ),
  },
  {
    name: 'chats',
    module: 'social',
    variant: 'chat-list-default',
    title: t('Your chats', 'Ваши чаты'),
    subtitle: t('Messages from the foundation and its volunteers', 'Сообщения фонда и волонтёров'),
  },
];

const FLOW_PAGES: { name: string; url: string; title: string; description: Localized; widgets: string[] }[] = [
  {
    name: 'checkout',
    url: '/ecommerce/checkout',
    title: 'Корзина',
    description: t('Your cart and its checkout', 'Ваша корзина и оплата'),
    widgets: ['checkout'],
  },
  {
    name: 'thank-you',
    url: '/ecommerce/checkout/thank-you',
    title: 'Спасибо',
    description: t('Your payment and your order', 'Ваш платёж и заказ'),
    widgets: ['thank-you'],
  },
  {
    // The header's Donate: a gift to any project (the form offers them all).
    name: 'donate',
    url: '/donate',
    title: 'Помочь',
    description: t('Give to a project of the foundation', 'Пожертвование на проект фонда'),
    widgets: ['donate-form'],
  },
  {
    // A project's own donate page: its path plus /donate, as the donate widget links (spec).
    name: 'project-donate',
    url: '/projects/[ecommerce.products.slug]/donate',
    title: 'Помочь проекту',
    description: t('Give to this project', 'Пожертвование на этот проект'),
    widgets: ['donate-form'],
  },
  {
    name: 'chats',
    url: '/social/chats',
    title: 'Чаты',
    description: t('Your chats', 'Ваши чаты'),
    widgets: ['chats'],
  },
];

export function flows(): SeedRecord[] {
  const out: SeedRecord[] = [];
  for (const { name, module, ...widget } of WIDGETS) {
    out.push(
      record(`${module}/widgets`, `flow-${name}`, { adminTitle: `Flow: ${name}`, slug: `flow-${name}`, ...widget }),
      record(HOST_WIDGETS, `flow-${name}`, {
        adminTitle: `Flow: ${name}`,
        slug: `flow-${name}`,
        title: widget.title ?? t(name, name),
      }),
      linkRecord(
        'host/widgets-to-external-widgets',
        { widgetId: [HOST_WIDGETS, `flow-${name}`], externalWidgetId: [`${module}/widgets`, `flow-${name}`] },
        { externalModule: module },
      ),
    );
  }
  // The cart drawer's round button on every page of the main layout.
  out.push(
    linkRecord(
      'host/layouts-to-widgets',
      { layoutId: ['host/layouts', 'main'], widgetId: [HOST_WIDGETS, 'flow-cart'] },
      { orderIndex: 2 },
    ),
  );
  for (const { name, widgets, ...page } of FLOW_PAGES) {
    out.push(
      record(PAGES, `flow-${name}`, { adminTitle: page.title, ...page, language: 'ru' }),
      linkRecord('host/pages-to-layouts', { pageId: [PAGES, `flow-${name}`], layoutId: ['host/layouts', 'main'] }),
      ...widgets.map((widget, index) =>
        linkRecord(
          'host/pages-to-widgets',
          { pageId: [PAGES, `flow-${name}`], widgetId: [HOST_WIDGETS, `flow-${widget}`] },
          { orderIndex: index },
        ),
      ),
    );
  }
  // The donation form right under each project's overview (0), above the bank details (10; showcase.ts).
  out.push(
    linkRecord(
      'host/pages-to-widgets',
      { pageId: [PAGES, 'project'], widgetId: [HOST_WIDGETS, 'flow-donate-form'] },
      { orderIndex: 5 },
    ),
    // The one-step order (no cart, this product only) on the store's product page, after its order area.
    linkRecord(
      'host/pages-to-widgets',
      { pageId: [PAGES, 'product'], widgetId: [HOST_WIDGETS, 'flow-donate-now'] },
      { orderIndex: 50 },
    ),
    // The site-wide form offers every project.
    ...PROJECTS.map((project, index) =>
      linkRecord(
        'ecommerce/widgets-to-products',
        { widgetId: ['ecommerce/widgets', 'flow-donate-form'], productId: ['ecommerce/products', project.slug] },
        { orderIndex: index },
      ),
    ),
  );
  return out;
}
