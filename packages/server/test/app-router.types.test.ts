/**
 * What a frontend sees through tRPC: a client built from `AppRouter` alone (as the site and the admin build
 * theirs) gets every procedure typed from the catalogue and the modules. Checked by `pnpm typecheck`; the
 * assertions are no-ops when vitest runs the file.
 */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { describe, expectTypeOf, it } from 'vitest';
import type { IDENTITY_PROVIDERS, ORDER_STATUSES, PAYMENT_PROVIDERS } from '@symbol/contracts';
import type { AppRouter } from '@symbol/server/router';

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://127.0.0.1:1/api/trpc' })] });

describe('AppRouter', () => {
  it('types the generic procedures of every entity from the catalogue', () => {
    type Widget = Outputs['websiteBuilder']['widgets']['list'][number];
    expectTypeOf<Widget['title']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Widget['anchor']>().toEqualTypeOf<string | null>();
    expectTypeOf<Widget['id']>().toEqualTypeOf<string>();
    // Dates travel as ISO text (no transformer).
    expectTypeOf<Widget['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf(client.websiteBuilder.widgets.list.query)
      .returns.resolves.items.toHaveProperty('title')
      .toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Outputs['websiteBuilder']['widgets']['count']>().toEqualTypeOf<number>();
    expectTypeOf<Inputs['websiteBuilder']['widgets']['get']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Outputs['ecommerce']['orders']['get']['status']>().toEqualTypeOf<
      'new' | 'paying' | 'reviewing' | 'approving' | 'packaging' | 'delivering' | 'delivered' | 'canceled'
    >();
  });

  it('refuses unknown fields and missing required ones at compile time', () => {
    const create = (data: Inputs['websiteBuilder']['widgets']['create']['data']) => data;
    create({ adminTitle: 'Hero', title: { en: 'Hello' } });
    // @ts-expect-error `colour` is not a field of website-builder/widgets
    create({ adminTitle: 'Hero', colour: 'red' });
    const mutate = () =>
      // @ts-expect-error the same through the client
      client.websiteBuilder.widgets.create.mutate({ data: { title: { en: 'x' }, colour: 'red' } });
    // @ts-expect-error a link needs both of its ends
    const line: Inputs['websiteBuilder']['widgetsToFeatures']['create']['data'] = { widgetId: 'a' };
    expectTypeOf([mutate, line]).toBeArray();
  });

  it('types the modules’ own procedures', () => {
    expectTypeOf<Inputs['host']['page']>().toHaveProperty('url').toEqualTypeOf<string>();
    expectTypeOf<Outputs['host']['page']>().not.toBeUnknown();
    expectTypeOf<Outputs['host']['page']>().not.toBeAny();
    expectTypeOf<Inputs['ecommerce']['cart']['add']>().toHaveProperty('subjectId').toEqualTypeOf<string>();
    expectTypeOf<Inputs['ecommerce']['cart']['add']['data']>().toHaveProperty('productId').toEqualTypeOf<string>();
    // @ts-expect-error the cart takes no unknown fields
    const add: Inputs['ecommerce']['cart']['add'] = { subjectId: 's', data: { productId: 'p', colour: 'red' } };
    expectTypeOf(add).not.toBeAny();
    expectTypeOf<Outputs['ecommerce']['cart']['list']>().not.toBeUnknown();
    expectTypeOf<Outputs['ecommerce']['cart']['quantity']>().toEqualTypeOf<{ quantity: number }>();
  });

  it('types checkout, chat and identity inputs from their schemas', () => {
    type Checkout = Inputs['billing']['checkout'];
    expectTypeOf<Checkout['order']>().toHaveProperty('orderId').toEqualTypeOf<string>();
    expectTypeOf<Checkout['cart']['data']['provider']>().toEqualTypeOf<(typeof PAYMENT_PROVIDERS)[number]>();
    expectTypeOf<Checkout['product']['data']>().toHaveProperty('quantity').toEqualTypeOf<unknown>();
    // @ts-expect-error a checkout needs the buyer's email
    const paid: Checkout['cart']['data'] = { provider: 'dummy', billingModule: { currency: { id: 'c' } } };
    expectTypeOf(paid).not.toBeAny();
    expectTypeOf<Outputs['billing']['checkout']['cart']['billingModule']['invoices']>().toBeArray();

    type Chats = Inputs['social']['subjectChats'];
    expectTypeOf<Chats['send']>().toHaveProperty('chatId').toEqualTypeOf<string>();
    expectTypeOf<Chats['list']['data']>().toEqualTypeOf<
      { limit?: unknown; offset?: unknown; messagesLimit?: unknown } | undefined
    >();
    // @ts-expect-error a message takes no unknown fields
    const sent: Chats['send']['data'] = { description: 'hi', colour: 'red' };
    expectTypeOf(sent).not.toBeAny();
    expectTypeOf<Outputs['social']['subjectChats']['react']['reacted']>().toEqualTypeOf<boolean>();

    type Identities = Inputs['rbac']['subject']['identities'];
    expectTypeOf<Identities['delete']>().toEqualTypeOf<{ subjectId: string; identityId: string }>();
    expectTypeOf<Identities['update']['data']>().toHaveProperty('email').toEqualTypeOf<string | undefined>();
  });

  it('types what the site reads of orders, chats and identities (no copy of their shapes on the site)', () => {
    type Order = Outputs['ecommerce']['cart']['list'][number];
    expectTypeOf<Order['status']>().toEqualTypeOf<(typeof ORDER_STATUSES)[number]>();
    type Line = Order['ordersToProducts'][number];
    expectTypeOf<Line['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<Line['product']['title']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Line['totals'][number]['billingModuleCurrency']>().toEqualTypeOf<{
      id: string;
      symbol: string;
      slug: string;
      isDefault: boolean;
    }>();
    expectTypeOf<Order['totals'][number]['total']>().toEqualTypeOf<string>();
    // The thank-you page: the payment with its orders, each with its lines.
    type Payment = Outputs['billing']['paymentIntent'];
    expectTypeOf<Payment['amount']>().toEqualTypeOf<string>();
    expectTypeOf<Payment['currency']>().toEqualTypeOf<{ id: string; symbol: string; slug: string }>();
    expectTypeOf<Payment['orders'][number]['ordersToProducts'][number]>().toEqualTypeOf<Line>();

    type Chat = Outputs['social']['subjectChats']['list'][number];
    type Message = Chat['messages'][number];
    expectTypeOf<Chat['description']>().toEqualTypeOf<string | null>();
    expectTypeOf<Message['description']>().toEqualTypeOf<string>();
    expectTypeOf<Message['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Message['reactions'][number]>().toEqualTypeOf<{ emoji: string; count: number; reacted: boolean }>();
    expectTypeOf<NonNullable<Message['profile']>['title']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<Outputs['social']['subjectChats']['send']>().toEqualTypeOf<Message>();
    expectTypeOf<Outputs['social']['subjectProfiles'][number]>().toEqualTypeOf<Chat['profiles'][number]>();

    type Identity = Outputs['rbac']['subject']['identities']['list'][number];
    expectTypeOf<Identity['provider']>().toEqualTypeOf<(typeof IDENTITY_PROVIDERS)[number]>();
    expectTypeOf<Identity['verifiedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<Identity>().not.toHaveProperty('password');
    expectTypeOf<Outputs['rbac']['subject']['authentication']['me']['identities'][number]>().toEqualTypeOf<Identity>();
    // `init` takes `{}` (a tRPC POST needs a body).
    const init: Inputs['rbac']['subject']['authentication']['init'] = {};
    expectTypeOf(init).not.toBeAny();
  });

  it("types every module procedure's input: no `unknown` id or data is left for its service to find out", () => {
    type Orders = Inputs['ecommerce']['orders'];
    expectTypeOf<Orders['total']>().toEqualTypeOf<{ orderId: string }>();
    expectTypeOf<Orders['updateLine']['orderToProductId']>().toEqualTypeOf<string>();
    expectTypeOf<Orders['updateLine']['data']['quantity']>().not.toBeUnknown();
    expectTypeOf<Orders['transition']['data']['status']>().toEqualTypeOf<(typeof ORDER_STATUSES)[number]>();
    expectTypeOf<Orders['update']['data']>().toHaveProperty('status');
    expectTypeOf<Inputs['ecommerce']['ordersToProducts']['total']['id']>().toEqualTypeOf<string>();
    expectTypeOf<Inputs['billing']['paymentIntent']>().toEqualTypeOf<{ subjectId: string; intentId: string }>();
    expectTypeOf<Inputs['crm']['requests']['submit']['formId']>().toEqualTypeOf<string>();
    expectTypeOf<Inputs['notification']['notifySubject']['data']>().toHaveProperty('template');
    type Files = Inputs['fileStorage']['files'];
    expectTypeOf<Files['get']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Files['update']['id']>().toEqualTypeOf<string>();
    expectTypeOf<Files['create']['data']>().toHaveProperty('adminTitle');
  });
});
