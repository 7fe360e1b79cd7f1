/**
 * The commerce and community flows' variants: the cart drawer, the cart checkout, the one-step product
 * checkout, the thank-you page, the order variants, the chat list and the chat overview. Their code loads only on a page that
 * places one of them (a lazy chunk each for the shop and the chat).
 */
import type { ComponentType } from 'react';
import type { VariantProps, VariantTable } from '../registry/registry.tsx';
import { suspendedPart } from '../ui/lazy.tsx';
import { Heading, Section } from '../ui/section.tsx';

// The chunks (ui/lazy-code.ts): the cart drawer is on every page, its button alone (its content loads when it
// opens: shop/drawer.tsx); the shop's flows; the chat.
type Chunk = 'shop' | 'drawer' | 'chat';

const lazyVariant = (chunk: Chunk, name: string): ComponentType<VariantProps> =>
  suspendedPart(chunk, (module) => (module as Record<string, unknown>)[name] as ComponentType<VariantProps>);

/** A widget section (its heading texts) around a lazily loaded flow. */
function sectionVariant(chunk: Chunk, name: string, inner = 'max-w-3xl'): ComponentType<VariantProps> {
  const Body = lazyVariant(chunk, name);
  return function FlowSection({ node }: VariantProps) {
    return (
      <Section node={node} inner={inner}>
        <Heading node={node} />
        <Body node={node} />
      </Section>
    );
  };
}

export const shopVariants: Record<string, VariantTable> = {
  'ecommerce/widgets': {
    'cart-default': lazyVariant('drawer', 'CartDrawerWidget'),
    'checkout-default': sectionVariant('shop', 'CartCheckoutWidget'),
    'product-checkout-default': sectionVariant('shop', 'ProductCheckoutWidget'),
    'checkout-thank-you-default': sectionVariant('shop', 'ThankYouWidget'),
    'donation-form-default': sectionVariant('shop', 'DonationFormWidget'),
  },
  'ecommerce/orders': {
    default: lazyVariant('shop', 'OrderVariant'),
    'cart-default': lazyVariant('shop', 'OrderVariant'),
    'orders-to-products-quantity-default': lazyVariant('shop', 'LineQuantityVariant'),
    create: lazyVariant('shop', 'CreateOrderVariant'),
    'delete-from-order': lazyVariant('shop', 'DeleteFromOrderVariant'),
  },
  'social/widgets': {
    'chat-list-default': sectionVariant('chat', 'ChatListWidget', 'max-w-4xl'),
    'chat-overview-default': sectionVariant('chat', 'ChatOverviewWidget', 'max-w-4xl'),
  },
};

/** A project's donation form (inside the project's overview: giving is a cause's first action, issue 32). */
export const ProjectDonationForm = lazyVariant('shop', 'ProjectDonationFormVariant');

/** The product page's order area (inside the product overview). */
export const ProductOrderArea = lazyVariant('shop', 'ProductOrderAreaVariant');
