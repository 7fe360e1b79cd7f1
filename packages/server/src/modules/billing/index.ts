import type { ModuleDefinition } from '../definition.ts';
import { billingProcedures } from './procedures.ts';
import { billingRest, billingRoutes } from './rest.ts';
import { renewalWorker, subscriptionRest, subscriptionRoutes } from './subscriptions/rest.ts';

/** Checkout, payment providers and their webhooks, recurring gifts and their renewals. */
export const billingModule = {
  name: 'billing',
  procedures: billingProcedures,
  routes: [...billingRoutes, ...subscriptionRoutes],
  async rest(app) {
    await billingRest(app);
    await subscriptionRest(app);
    await renewalWorker(app);
  },
  async onReady(app) {
    if (!app.deps.payments.dummy.isConfigured()) return;
    // The dummy provider marks orders paid without money: say so where an operator looks.
    if (app.deps.config.NODE_ENV === 'production')
      app.log.warn(
        'the dummy payment provider is ENABLED in production (PAYMENTS_DUMMY_ENABLED): anyone checking out with it gets paid orders without paying',
      );
    else app.log.info('the dummy payment provider is enabled (test payments; off in production by default)');
  },
} satisfies ModuleDefinition;
