import { describe, expect, it } from 'vitest';
import { entityByKey, type EntityKey } from './catalogue/index.ts';
import { canonicalVariant, LIST_VARIANTS, listedEntity, PUBLIC_VARIANTS, VARIANT_ALIASES } from './public-variants.ts';

const variantsOf = (entity: string) => PUBLIC_VARIANTS[entity as EntityKey];

const aliasRows = Object.entries(VARIANT_ALIASES).flatMap(([entity, table]) =>
  Object.entries(table).map(([alias, ours]) => [entity, alias, ours] as const),
);

describe('the original system’s variant names', () => {
  it.each(aliasRows)('%s: %s is our %s', (entity, alias, ours) => {
    expect(variantsOf(entity)).toContain(ours);
    // An alias never hides one of our own names.
    expect(variantsOf(entity)).not.toContain(alias);
    expect(canonicalVariant(entity, alias)).toBe(ours);
  });

  it('has the account widgets under their names in the original (9)', () => {
    expect(Object.keys(VARIANT_ALIASES['rbac/widgets'] ?? {})).toHaveLength(9);
    expect(canonicalVariant('rbac/widgets', 'subject-authentication-select-method-default')).toBe(
      'select-method-default',
    );
  });

  it('leaves our names, unknown names and inherited keys as they are', () => {
    expect(canonicalVariant('rbac/widgets', 'login-default')).toBe('login-default');
    expect(canonicalVariant('rbac/widgets', 'no-such-variant')).toBe('no-such-variant');
    expect(canonicalVariant('rbac/widgets', 'constructor')).toBe('constructor');
    expect(canonicalVariant('constructor', 'toString')).toBe('toString');
    expect(canonicalVariant('blog/widgets', '')).toBe('default');
    expect(canonicalVariant('blog/widgets', undefined)).toBe('default');
  });
});

describe('list variants', () => {
  const rows = Object.entries(LIST_VARIANTS).flatMap(([entity, table]) =>
    Object.entries(table).map(([variant, listed]) => [entity, variant, listed] as const),
  );

  it.each(rows)('%s %s lists %s', (entity, variant, listed) => {
    expect(variantsOf(entity)).toContain(variant);
    expect(entityByKey.has(listed)).toBe(true);
    expect(listedEntity(entity, variant)).toBe(listed);
  });

  it('knows a list variant by its alias too, and nothing else', () => {
    expect(listedEntity('blog/widgets', 'article-list-card-default')).toBe('blog/articles');
    expect(listedEntity('ecommerce/widgets', 'product-list-card-default')).toBe('ecommerce/products');
    expect(listedEntity('blog/widgets', 'article-overview-default')).toBeUndefined();
    expect(listedEntity('blog/widgets', 'constructor')).toBeUndefined();
    expect(listedEntity('rbac/widgets', 'default')).toBeUndefined();
  });
});
