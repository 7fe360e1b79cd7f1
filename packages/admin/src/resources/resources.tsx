/** Every catalogue entity as a react-admin resource: list, create and edit, nothing written per entity. */
import type { Entity } from '@symbol/contracts';
import type { ResourceProps } from 'react-admin';
import { adminEntities, representRecord } from '../catalogue.ts';
import { i18nProvider } from '../i18n/index.ts';
import { OrderPanel } from '../operator/order-panel.tsx';
import { entityCreate, entityEdit, type EditPanels } from './entity-form.tsx';
import { entityList } from './entity-list.tsx';

/** The operator views modules add under an entity's form. */
const PANELS: EditPanels = { 'ecommerce/orders': OrderPanel };

export function resourceOf(entity: Entity): ResourceProps {
  return {
    name: entity.key,
    list: entityList(entity),
    create: entityCreate(entity),
    edit: entityEdit(entity, PANELS),
    recordRepresentation: (record) => representRecord(record, i18nProvider.getLocale()),
  };
}

export const resources: ResourceProps[] = adminEntities.map(resourceOf);
