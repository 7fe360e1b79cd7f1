/** The catalogue's inferred types: checked by `pnpm typecheck` (tsc), the assertions are no-ops at run time. */
import { describe, expectTypeOf, it } from 'vitest';
import type { EntityCreate, EntityOf, EntityRow, EntityUpdate, Localized } from './index.ts';
import { entitySchemas } from '../schemas.ts';
import { getEntity } from './index.ts';

type Widget = EntityOf<'website-builder/widgets'>;

describe('types inferred from the catalogue', () => {
  it('types a row from its fields', () => {
    expectTypeOf<EntityRow<Widget>['title']>().toEqualTypeOf<Localized>();
    expectTypeOf<EntityRow<Widget>['anchor']>().toEqualTypeOf<string | null>();
    expectTypeOf<EntityRow<Widget>['orderIndex']>().toEqualTypeOf<number>();
    expectTypeOf<EntityRow<Widget>['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<EntityRow<EntityOf<'ecommerce/orders'>>['status']>().toEqualTypeOf<
      'new' | 'paying' | 'reviewing' | 'approving' | 'packaging' | 'delivering' | 'delivered' | 'canceled'
    >();
    expectTypeOf<EntityRow<EntityOf<'ecommerce/attributes'>>['number']>().toEqualTypeOf<string | null>();
  });

  it('leaves private fields out of rows and inputs', () => {
    type Identity = EntityOf<'rbac/identities'>;
    expectTypeOf<EntityRow<Identity>>().not.toHaveProperty('password');
    expectTypeOf<EntityCreate<Identity>>().not.toHaveProperty('password');
    expectTypeOf<EntityRow<Identity>>().toHaveProperty('email');
  });

  it('requires on create only what has no default and is not generated', () => {
    type Line = EntityOf<'website-builder/widgets-to-features'>;
    expectTypeOf<EntityCreate<Line>['widgetId']>().toEqualTypeOf<string>();
    expectTypeOf<EntityCreate<Line>['variant']>().toEqualTypeOf<'default' | 'additional' | 'extra' | undefined>();
    const line: EntityCreate<Line> = { widgetId: 'a', featureId: 'b' };
    // @ts-expect-error a link needs both ends
    const missing: EntityCreate<Line> = { widgetId: 'a' };
    // @ts-expect-error an unknown field
    const unknown: EntityCreate<Widget> = { adminTitle: 'w', colour: 'red' };
    const update: EntityUpdate<Widget> = { title: { en: 'A' } };
    expectTypeOf([line, missing, unknown, update]).toBeArray();
  });

  it('types the zod schemas derived from an entity', () => {
    const schemas = entitySchemas(getEntity('ecommerce/attributes'));
    expectTypeOf(schemas.create.parse({})).toHaveProperty('number').toEqualTypeOf<string | null | undefined>();
  });
});
