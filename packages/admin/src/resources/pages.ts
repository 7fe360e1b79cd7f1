/** The pages of any entity, loaded on first use (resources.tsx); modules add their panels under a form here. */
import type { Entity } from '@symbol/contracts/catalogue';
import { OrderPanel } from '../operator/order-panel.tsx';
import { entityCreate, entityEdit as editOf, type EditPanels } from './entity-form.tsx';
export { entityList } from './entity-list.tsx';
export { entityCreate };

/** The operator views modules add under an entity's form. */
const PANELS: EditPanels = { 'ecommerce/orders': OrderPanel };

export const entityEdit = (entity: Entity) => editOf(entity, PANELS);
