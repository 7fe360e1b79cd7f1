/** The shop's widget entry points (one lazy chunk with ./cart.tsx). */
import type { VariantProps } from '../registry/registry.tsx';
import { CartCheckout, ProductCheckout, ProductOrderArea, ThankYou, useWidgetProduct } from './cart.tsx';

export {
  CartDrawerWidget,
  CreateOrderVariant,
  DeleteFromOrderVariant,
  LineQuantityVariant,
  OrderVariant,
} from './cart.tsx';

export const CartCheckoutWidget = () => <CartCheckout />;

export function ProductCheckoutWidget({ node }: VariantProps) {
  const product = useWidgetProduct(node);
  return product ? <ProductCheckout product={product} /> : null;
}

export const ThankYouWidget = () => <ThankYou />;

export const ProductOrderAreaVariant = ({ node }: VariantProps) => <ProductOrderArea product={node} />;
