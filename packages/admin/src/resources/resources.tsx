/**
 * Every catalogue entity as a react-admin resource: list, create and edit, nothing written per entity. The
 * pages' code (lists, forms, inline relations) loads on the first visit to one, not with the first screen.
 */
import type { Entity } from '@symbol/contracts/catalogue';
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, type ResourceProps } from 'react-admin';
import { adminEntities, representRecord } from '../catalogue.ts';
import { i18nProvider } from '../i18n/index.ts';

const pages = () => import('./pages.ts');

function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

export function resourceOf(entity: Entity): ResourceProps {
  return {
    name: entity.key,
    list: lazyPage(async () => (await pages()).entityList(entity)),
    create: lazyPage(async () => (await pages()).entityCreate(entity)),
    edit: lazyPage(async () => (await pages()).entityEdit(entity)),
    recordRepresentation: (record) => representRecord(record, i18nProvider.getLocale()),
  };
}

export const resources: ResourceProps[] = adminEntities.map(resourceOf);
