/**
 * Derived from the catalogue: every entity has a resource with list, create and edit, every field kind the
 * catalogue uses has an input (none falls to 'Unknown input type'), and the inline tables the spec names
 * exist on the pages it names.
 */
import { entities, type Field } from '@symbol/contracts';
import { describe, expect, it } from 'vitest';
import { inlineLinks } from '../src/catalogue.ts';
import { inputFor, UnknownInput } from '../src/fields/field-input.tsx';
import { resources } from '../src/resources/resources.tsx';

describe('resources from the catalogue', () => {
  it('every entity has a resource with list, create and edit; a read-only one (the audit trail) list and show', () => {
    expect(resources.map((r) => r.name).sort()).toEqual(entities.map((e) => e.key).sort());
    const readOnly = new Set<string>(entities.filter((e) => e.readOnly).map((e) => e.key));
    expect(readOnly.size).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(resource.list, resource.name).toBeTypeOf('function');
      for (const page of readOnly.has(resource.name) ? (['show'] as const) : (['create', 'edit'] as const))
        expect(resource[page], resource.name).toBeTypeOf('function');
      if (readOnly.has(resource.name)) expect(resource.create ?? resource.edit, resource.name).toBeUndefined();
    }
  });

  it('every field kind in use has an input', () => {
    const fields = entities.flatMap((e) => Object.entries(e.fields).filter(([, f]) => !f.private));
    const kinds = new Set(fields.map(([, f]) => f.kind));
    expect(kinds.size).toBeGreaterThan(10);
    for (const [name, field] of fields) {
      for (const mode of ['create', 'edit'] as const) {
        expect(inputFor(name, field, mode).type, `${field.kind} ${name}`).not.toBe(UnknownInput);
      }
    }
  });

  it("a kind without an input shows 'Unknown input type'", () => {
    expect(inputFor('x', { kind: 'hologram' } as unknown as Field, 'edit').type).toBe(UnknownInput);
  });

  it('shows the links the spec names inline on their pages', () => {
    const inline = (key: string) => inlineLinks(entities.find((e) => e.key === key)!).map((l) => l.link.key);
    expect(inline('host/pages')).toEqual(
      expect.arrayContaining(['host/pages-to-layouts', 'host/pages-to-widgets', 'host/pages-to-metadata']),
    );
    expect(inline('host/metadata')).toContain('host/pages-to-metadata');
    expect(inline('host/layouts')).toContain('host/layouts-to-widgets');
    expect(inline('website-builder/widgets')).toEqual(
      expect.arrayContaining([
        'website-builder/widgets-to-features',
        'website-builder/widgets-to-sliders',
        'website-builder/widgets-to-buttons-arrays',
        'website-builder/widgets-to-file-storage-module-files',
      ]),
    );
    expect(inline('ecommerce/products')).toEqual(
      expect.arrayContaining([
        'ecommerce/products-to-attributes',
        'ecommerce/categories-to-products',
        'ecommerce/products-to-file-storage-module-files',
        'ecommerce/stores-to-products',
      ]),
    );
    expect(inline('crm/forms')).toContain('crm/forms-to-inputs');
    // Shared ends (admin-tasks.ts): their links are edited on the other end only.
    expect(inline('billing/currencies')).toEqual([]);
    expect(inline('file-storage/files')).toEqual([]);
  });
});
