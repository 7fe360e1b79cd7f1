import { describe, expect, it } from 'vitest';
import { LINK_VARIANTS } from '../constants.ts';
import { entitySchemas } from '../schemas.ts';
import { entities, entityByKey, getEntity } from './index.ts';

describe('the catalogue', () => {
  it('has one entry per key, model and table, and every ref resolves', () => {
    expect(new Set(entities.map((e) => e.key)).size).toBe(entities.length);
    expect(new Set(entities.map((e) => e.model)).size).toBe(entities.length);
    expect(new Set(entities.map((e) => e.table)).size).toBe(entities.length);
    for (const e of entities) {
      for (const [name, f] of Object.entries(e.fields)) {
        if (f.kind === 'ref') expect(entityByKey.has(f.target), `${e.key}.${name} → ${f.target}`).toBe(true);
      }
    }
  });

  it('gives every link two required foreign ids deleted in cascade, orderIndex 0 and its variants', () => {
    const links = entities.filter((e) => e.link);
    expect(links.length).toBeGreaterThan(50);
    for (const e of links) {
      for (const end of e.link!)
        expect(e.fields[end], `${e.key}.${end}`).toMatchObject({ kind: 'ref', onDelete: 'cascade' });
      expect(e.fields.orderIndex).toEqual({ kind: 'int', default: 0 });
      expect(e.fields.variant).toMatchObject({ kind: 'enum', default: 'default' });
    }
    expect(getEntity('website-builder/widgets-to-features').fields.variant).toMatchObject({
      values: LINK_VARIANTS.extra,
    });
    expect(getEntity('host/pages-to-layouts').fields.variant).toMatchObject({ values: LINK_VARIANTS.additional });
  });

  it('declares the uniques and defaults the specs give', () => {
    expect(getEntity('host/pages').fields.url).toMatchObject({ unique: true, default: '/' });
    expect(getEntity('host/pages').fields.language).toMatchObject({ default: 'en' });
    expect(getEntity('rbac/roles').fields.title).toMatchObject({ unique: true });
    expect(getEntity('rbac/roles').fields.availableOnRegistration).toMatchObject({ default: false });
    expect(getEntity('ecommerce/stores-to-products').fields.sku).toMatchObject({ unique: true });
    expect(getEntity('ecommerce/orders').fields.status).toMatchObject({ default: 'new' });
    expect(getEntity('ecommerce/orders-to-products').fields.quantity).toMatchObject({ default: 1 });
    expect(getEntity('crm/inputs').fields.isRequired).toMatchObject({ default: false });
    expect(getEntity('social/profiles-to-messages').fields.isRead).toMatchObject({ default: false });
  });
});

describe('derived schemas', () => {
  const currencies = entitySchemas(getEntity('billing/currencies'));
  it('accept a valid record and reject unknown fields', () => {
    expect(currencies.create.safeParse({ slug: 'usd', symbol: '$', title: { en: 'Dollar' } }).success).toBe(true);
    expect(currencies.create.safeParse({ slug: 'usd', symbol: '$', colour: 'green' }).success).toBe(false);
  });
  it('hold currency slugs to lowercase letters, digits and hyphens; capitals are the same slug, lowercased', () => {
    for (const slug of ['us d', 'us_d', 'доллар'])
      expect(currencies.create.safeParse({ slug, symbol: '$' }).success, slug).toBe(false);
    expect(currencies.create.safeParse({ slug: 'usd-2', symbol: '$' }).success).toBe(true);
    expect(currencies.create.parse({ slug: 'USD', symbol: '$' })).toMatchObject({ slug: 'usd' });
  });
  it('never accept private fields', () => {
    const identities = entitySchemas(getEntity('rbac/identities'));
    expect(identities.create.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(false);
  });
  it('ignore system columns echoed back on update', () => {
    const parsed = currencies.update.parse({ id: 'x', createdAt: 'x', updatedAt: 'x', symbol: '€' });
    expect(parsed).toEqual({ symbol: '€' });
  });
});

describe("the original system's shapes, accepted where their meaning is clear", () => {
  const buttons = entitySchemas(getEntity('website-builder/buttons'));
  const logotypes = entitySchemas(getEntity('website-builder/logotypes'));
  const actions = entitySchemas(getEntity('rbac/actions'));
  const articles = entitySchemas(getEntity('blog/articles'));

  it('a null language is absent', () => {
    expect(buttons.create.parse({ title: { en: 'Donate', ru: null } })).toMatchObject({ title: { en: 'Donate' } });
  });

  it('a plain string is that address in every language for a url map, the default language’s text otherwise', () => {
    expect(logotypes.create.parse({ url: '/', title: 'Символ веры' })).toMatchObject({
      url: { en: '/', ru: '/' },
      title: { ru: 'Символ веры' },
    });
  });

  it("a button's url is one plain address, as the specs and the original write it (a map is refused)", () => {
    expect(buttons.create.parse({ url: '/donate', title: { en: 'Donate' } })).toMatchObject({ url: '/donate' });
    expect(buttons.create.safeParse({ url: { en: '/donate' } }).success).toBe(false);
  });

  it('enum aliases are stored as the value they name; other values are refused', () => {
    expect(actions.create.parse({ path: '/api/blog/*', type: 'HTTP' })).toMatchObject({ type: 'allow' });
    expect(actions.create.safeParse({ path: '/api/blog/*', type: 'SMTP' }).success).toBe(false);
  });

  it('a permission path may be `*` (every path)', () => {
    expect(actions.create.parse({ path: '*' })).toMatchObject({ path: '*' });
    expect(actions.create.safeParse({ path: 'api' }).success).toBe(false);
  });

  it('TipTap rich text becomes ours, in any localized field', () => {
    const tiptap = (text: string, marks: unknown[] = []) =>
      JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text, marks }] }] });
    const parsed = articles.create.parse({
      subtitle: { en: tiptap('Plain subtitle') },
      description: { en: tiptap('Bold', [{ type: 'bold' }]) },
    }) as { subtitle: Record<string, string>; description: Record<string, string> };
    expect(parsed.subtitle).toEqual({ en: 'Plain subtitle' });
    expect(JSON.parse(parsed.description.en!)).toEqual([
      { type: 'paragraph', children: [{ text: 'Bold', bold: true }] },
    ]);
  });
});
