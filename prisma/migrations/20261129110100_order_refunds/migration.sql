-- Refunds (issue 34 §4): the money an order's payment gave back through its provider, who gave it and why. One per
-- order (a refund gives the order's whole share back and cancels it). In the module's own schema so the Prisma schema
-- (public) does not see it; the payment intent keeps `succeeded` (the money did arrive), as Stripe's does.
CREATE SCHEMA IF NOT EXISTS ecommerce;

CREATE TABLE IF NOT EXISTS ecommerce.refunds (
    order_id UUID PRIMARY KEY REFERENCES public.ecommerce_orders ("id") ON DELETE CASCADE,
    payment_intent_id UUID NOT NULL REFERENCES public.billing_payment_intents ("id") ON DELETE CASCADE,
    provider TEXT NOT NULL,
    external_id TEXT,
    amount DECIMAL(30,10) NOT NULL CHECK (amount > 0),
    currency_id UUID NOT NULL REFERENCES public.billing_currencies ("id"),
    reason TEXT,
    refunded_by UUID REFERENCES public.rbac_subjects ("id") ON DELETE SET NULL,
    refunded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS refunds_payment_intent_idx ON ecommerce.refunds (payment_intent_id);
