/**
 * The shop's widget entry points, one lazy chunk (spec §2 "Cart drawer", "Product page order area", "Order
 * variants", "Cart checkout"), loaded only on pages that place one of these widgets.
 */
import type { PageNode } from '../api/types.ts';
import type { VariantProps } from '../registry/registry.tsx';
import { useSite } from '../ui/site-context.tsx';
import { children } from '../ui/node.ts';
import { CartCheckout } from './checkout.tsx';
import { DonationForm } from './donation-form.tsx';
import { CartLine, DeleteOrderButton, OrderInCart, Status, useStatus } from './order-lines.tsx';
import type { Line, Order } from './orders.ts';
import { ProductCheckout, ProductOrderArea, useWidgetProduct } from './product-order.tsx';
import { ThankYou } from './thank-you.tsx';

export const CartCheckoutWidget = () => <CartCheckout />;

export function ProductCheckoutWidget({ node }: VariantProps) {
  const product = useWidgetProduct(node);
  return product ? <ProductCheckout product={product} /> : null;
}

export const ThankYouWidget = () => <ThankYou />;

/** The donation form: for the project of the url (its page, its /donate page), else for the widget's projects. */
export function DonationFormWidget({ node }: VariantProps) {
  const own = useSite().page?.segments['ecommerce.products.slug']?.record;
  const products = own ? [own] : children(node, 'products');
  return products.length ? <DonationForm products={products} /> : null;
}

export const ProjectDonationFormVariant = ({ node }: VariantProps) => <DonationForm products={[node]} />;

export const ProductOrderAreaVariant = ({ node }: VariantProps) => <ProductOrderArea product={node} />;

// The registry's order variants (registered lazily by ../modules/shop.tsx).
const orderOf = (node: PageNode) => node as Order & { subjectId: string };

/** cart-default (and default): an order of the cart; the node is the order with its subject's id. */
export const OrderVariant = ({ node }: VariantProps) => (
  <OrderInCart order={orderOf(node)} subjectId={orderOf(node).subjectId} />
);
/** delete-from-order: the order's delete button. */
export const DeleteFromOrderVariant = ({ node }: VariantProps) => (
  <DeleteOrderButton order={orderOf(node)} subjectId={orderOf(node).subjectId} />
);
/** orders-to-products-quantity-default: one line with its quantity (the node is the line with its subject's id). */
export function LineQuantityVariant({ node }: VariantProps) {
  const [said, say] = useStatus();
  return (
    <>
      <ul>
        <CartLine line={node as Line} subjectId={String(node.subjectId)} say={say} />
      </ul>
      <Status said={said} />
    </>
  );
}
/** create: the add-to-cart control of a product (the node is the product). */
export const CreateOrderVariant = ({ node }: VariantProps) => <ProductOrderArea product={node} />;
