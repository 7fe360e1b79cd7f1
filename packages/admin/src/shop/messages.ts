/**
 * The shop and order screens' texts, in English (Russian: messages-ru.ts) (whole phrases, as an operator reads them). Kept
 * beside the screens, merged into the admin's messages under `shop.` and `orders.` (i18n/index.ts).
 */
import type { ORDER_STATUSES } from '@symbol/contracts/constants';
import { customersEn } from '../people/messages.ts';

export type Status = (typeof ORDER_STATUSES)[number];

const statusEn: Record<Status, string> = {
  new: 'New',
  paying: 'Awaiting payment',
  reviewing: 'Payment under review',
  approving: 'Paid, awaiting approval',
  packaging: 'Packing',
  delivering: 'Out for delivery',
  delivered: 'Delivered',
  canceled: 'Canceled',
};
/** The action that moves an order into a status, as a button says it. */
const moveEn: Record<Status, string> = {
  new: 'Return to cart',
  paying: 'Send for payment',
  reviewing: 'Send payment for review',
  approving: 'Mark as paid',
  packaging: 'Approve and pack',
  delivering: 'Hand over for delivery',
  delivered: 'Mark as delivered',
  canceled: 'Cancel order',
};

/** A payment's and an invoice's status as the operator reads it (the server's words are codes). */
const intentStatusEn = {
  open: 'awaiting payment',
  requires_action: "awaiting the payer's confirmation",
  succeeded: 'paid',
  failed: 'failed',
  canceled: 'canceled',
};
const invoiceStatusEn = { open: 'unpaid', paid: 'paid', void: 'voided', uncollectible: 'uncollectible' };

export const shopEn = {
  ...customersEn,
  shop: {
    leave_unsaved: 'This product has changes that are not saved. Leave and lose them?',
    product: 'Product',
    details: 'Details',
    admin_title: 'Name in the back office',
    title: 'Title (%{language})',
    short_description: 'Short description (%{language})',
    prices: 'Prices',
    price_in: 'Price in %{currency}',
    prices_hint: 'Leave a currency empty to sell the product without a price in it.',
    goals: 'Fundraising goal',
    goal_in: 'Goal in %{currency}',
    goals_hint: "What the site's progress bar counts donations towards; leave a currency empty for no goal in it.",
    stores: 'Stores and SKUs',
    store: 'Store',
    sku: 'SKU',
    add_store: 'Add store',
    remove_store: 'Remove %{store}',
    categories: 'Categories',
    images: 'Images',
    image_of: 'Image: %{name}',
    no_images: 'No images in the file library yet.',
    save: 'Save product',
    saving: 'Saving…',
    saved: 'Product saved',
    load_failed: 'The product could not be loaded: %{error}',
    all_fields: 'All fields and links',
    price: 'Price',
    thumbnail: 'Image',
    no_price: 'No price',
  },
  orders: {
    title: 'Orders',
    number: 'Order',
    customer: 'Customer',
    lines: 'Products',
    total: 'Total',
    status: 'Status',
    date: 'Date',
    filter_status: 'Status',
    any_status: 'Any status',
    filter_email: "Customer's email",
    filter_product: 'Product',
    any_product: 'Any product',
    filter_from: 'From',
    filter_to: 'To',
    none: 'No orders match these filters.',
    load_failed: 'The orders could not be loaded: %{error}',
    shown: '%{from}–%{to} of %{total}',
    previous: 'Previous page',
    next: 'Next page',
    open: 'Open order %{number}',
    no_customer: 'No customer',
    no_total: '—',
    order: 'Order %{number}',
    payments: 'Payments',
    no_payments: 'No payments yet.',
    intent: '%{provider}: %{amount}, %{status}',
    invoice: 'Invoice: %{amount}, %{status}',
    intent_status: intentStatusEn,
    invoice_status: invoiceStatusEn,
    /** Brands keep their names; the test provider is described. */
    provider: { dummy: 'Test payment' },
    receipt: 'Receipt of %{date}',
    receipts: 'Receipts',
    no_receipts: 'No receipts yet.',
    reissue: 'Send the receipt again (duplicate)',
    reissued: 'The receipt was sent again, marked a duplicate.',
    refund: 'Refund',
    refund_title: 'Refund order %{number}?',
    refund_confirm:
      'The donor gets %{amount} back through the payment provider and a notice by mail; the order is canceled and leaves every total. This cannot be undone.',
    refund_reason: 'Reason (internal)',
    refund_reason_hint: 'Seen by staff only, not mailed to the donor',
    refund_do: 'Refund',
    refunded: 'The money was refunded and the order canceled.',
    refund_done: 'Refunded %{amount} on %{date} through %{provider} by %{who}.',
    history: 'Status history',
    no_history: 'No status changes recorded.',
    change: '%{from} → %{to}',
    actions: 'Next steps',
    no_moves: 'This order is final: no further status.',
    moved: 'The order is now: %{status}',
    quantity: '× %{quantity}',
    status_word: statusEn,
    move: moveEn,
  },
};
