/** The shop's, orders' and customers' own screens, loaded on first use like the generic pages (resources/resources.tsx). */
import { getEntity } from '@symbol/contracts/catalogue';
import { entityEdit } from '../resources/pages.ts';
import { OrderList } from '../orders/order-list.tsx';
import { OrderShow } from '../orders/order-show.tsx';
import { CustomerShow } from '../people/customer-show.tsx';
import { productEdit } from './product-edit.tsx';
export { ProductList } from './product-list.tsx';

export const ProductEdit = productEdit(entityEdit(getEntity('ecommerce/products')));
export { CustomerShow, OrderList, OrderShow };
