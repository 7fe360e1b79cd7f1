/**
 * A third party's program, written only against the client generated from /api/openapi.json (`./schema`,
 * openapi-typescript) and openapi-fetch. The test compiles it with `tsc --strict` before it runs it: a field the
 * document leaves optional or untyped fails the compile, not only the run.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export interface Options {
  baseUrl: string;
  secretKey: string;
  /** A product priced in `currencyId`, to buy. */
  productId: string;
  currencyId: string;
  /** Sees every response (the test checks each against the document). */
  watch: Middleware;
}

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}

/** `filters` and `orderBy` are deep objects: openapi-fetch's default writes one level, the API takes JSON too. */
const querySerializer = (query: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]): [string, string] => [
        name,
        typeof value === 'object' ? JSON.stringify(value) : String(value),
      ]),
  ).toString();

export async function run(options: Options) {
  const client = createClient<paths>({ baseUrl: options.baseUrl, querySerializer });
  client.use(options.watch);
  const server = { 'X-RBAC-SECRET-KEY': options.secretKey };

  // Create with a chosen id; orderIndex and variant have defaults, so they may be left out.
  const id = crypto.randomUUID();
  const created = await client.POST('/api/website-builder/widgets', {
    body: { data: { id, title: { en: 'From a generated client' }, className: null } },
    headers: server,
  });
  check(!!created.data, `create: ${JSON.stringify(created.error)}`);
  const widget = created.data.data;
  // The chosen id is kept (a regression on the fast path dropped it: fixed in entities/service.ts insertSql).
  check(widget.id === id, `create kept the id ${id}: got ${widget.id}`);
  const order: number = widget.orderIndex;
  const variant: string = widget.variant;
  const className: string | null = widget.className;
  const createdAt: string = widget.createdAt;
  check(order === 0 && variant === 'default' && className === null && !!Date.parse(createdAt), 'the defaults');

  // A list with two conditions, and its total.
  const listed = await client.GET('/api/website-builder/widgets', {
    params: {
      query: {
        filters: {
          and: [
            { column: 'id', method: 'eq', value: id },
            { column: 'variant', method: 'eq', value: 'default' },
          ],
        },
        orderBy: { and: [{ column: 'createdAt', method: 'desc' }] },
        limit: 10,
        withTotal: true,
      },
    },
  });
  check(!!listed.data, `list: ${JSON.stringify(listed.error)}`);
  const titles: Record<string, string>[] = listed.data.data.map((row) => row.title);
  const total = Number(listed.response.headers.get('X-Total-Count'));
  check(titles.length === 1 && titles[0]?.en === 'From a generated client' && total === 1, 'list and total');

  // Register, then use the access token.
  const registered = await client.POST('/api/rbac/subjects/authentication/email-and-password/registration', {
    body: { data: { login: `client-${id}@example.org`, password: 'a-long-password-1' } },
  });
  check(!!registered.data, `registration: ${JSON.stringify(registered.error)}`);
  const jwt: string = registered.data.data.jwt;
  const me = await client.GET('/api/rbac/subjects/authentication/me', {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  check(!!me.data, `me: ${JSON.stringify(me.error)}`);
  const subjectId: string = me.data.data.id;
  const login: string | null = me.data.data.identities[0]?.email ?? null;
  check(login === `client-${id}@example.org`, 'me names the identity');
  const signedIn = { Authorization: `Bearer ${jwt}` };

  // Add to the cart, then check out with the dummy provider.
  const added = await client.POST('/api/rbac/subjects/{id}/ecommerce-module/orders', {
    params: { path: { id: subjectId } },
    body: { data: { productId: options.productId, quantity: 2 } },
    headers: signedIn,
  });
  check(!!added.data, `add to cart: ${JSON.stringify(added.error)}`);
  const line = added.data.data.ordersToProducts[0];
  check(line?.productId === options.productId && line.quantity === 2, 'the cart line');
  const totals: string[] = added.data.data.totals.map((t) => `${t.total} ${t.billingModuleCurrency.symbol}`);

  const checkout = await client.POST('/api/rbac/subjects/{id}/ecommerce-module/orders/checkout', {
    params: { path: { id: subjectId } },
    body: {
      data: {
        consent: true,
        provider: 'dummy',
        email: `client-${id}@example.org`,
        billingModule: { currency: { id: options.currencyId } },
      },
    },
    headers: signedIn,
  });
  check(!!checkout.data, `checkout: ${JSON.stringify(checkout.error)}`);
  const paymentUrl: string | null = checkout.data.data.billingModule.invoices[0]?.paymentUrl ?? null;
  const amount: string = checkout.data.data.billingModule.paymentIntent.amount;
  check(!!paymentUrl && paymentUrl.includes('/api/billing/dummy/pay/'), 'a payment link');
  return { id, total, subjectId, totals, amount, paymentUrl };
}
