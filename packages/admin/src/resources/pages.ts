/** The pages of any entity, loaded on first use (resources.tsx); modules add their panels under a form here. */
import type { Entity } from '@symbol/contracts/catalogue';
import type { ComponentType } from 'react';
import { FILES } from '../media/files.ts';
import { MediaLibrary } from '../media/media-library.tsx';
import { OrderPanel } from '../operator/order-panel.tsx';
import { ReleasePanel } from '../releases/release-panel.tsx';
import { OpenInBuilder } from '../builder/open-in-builder.tsx';
import { entityCreate, entityEdit as editOf, type EditPanels } from './entity-form.tsx';
import { entityList as listOf } from './entity-list.tsx';
import { entityShow } from './entity-show.tsx';
export { entityCreate, entityShow };

/** Lists a module shows its own way: the files as a media library. */
const LISTS = new Map<string, ComponentType>([[FILES, MediaLibrary]]);
export const entityList = (entity: Entity, embedded = false) => LISTS.get(entity.key) ?? listOf(entity, embedded);

/** The operator views modules add under an entity's form. */
const PANELS: EditPanels = {
  'ecommerce/orders': OrderPanel,
  'system/releases': ReleasePanel,
  'host/pages': OpenInBuilder,
};

export const entityEdit = (entity: Entity) => editOf(entity, PANELS);
