/** The shop's, orders' and customers' own screens, loaded on first use like the generic pages (resources/resources.tsx). */
import { getEntity } from '@symbol/contracts/catalogue';
import { entityEdit } from '../resources/pages.ts';
import { OrderList } from '../orders/order-list.tsx';
import { OrderShow } from '../orders/order-show.tsx';
import { CustomerShow } from '../people/customer-show.tsx';
import { addScreenMessages } from '../i18n/index.ts';
import { peopleEn, peopleRu } from '../people/list-messages.ts';
export { PeopleList } from '../people/people-list.tsx';
import { productEdit } from './product-edit.tsx';
export { ProductList } from './product-list.tsx';

export const ProductEdit = productEdit(entityEdit(getEntity('ecommerce/products')));
export { CustomerShow, OrderList, OrderShow };
/** The People list's and the person sheet's texts, in place before either renders. */
export const ready = addScreenMessages(peopleEn, peopleRu);
