import { describe, expect, it } from 'vitest';
import { nestedLinks } from '../catalogue.ts';

const keys = (links: { target: { key: string } }[]) => links.map((link) => link.target.key).sort();

describe('nestedLinks: what a block shows inline, from the catalogue', () => {
  it('a widget nests its own content (sliders, features, logotypes, buttons arrays), not a shared store', () => {
    const { nested, attached } = nestedLinks('website-builder/widgets');
    expect(keys(nested)).toEqual([
      'website-builder/buttons-arrays',
      'website-builder/features',
      'website-builder/logotypes',
      'website-builder/sliders',
    ]);
    expect(keys(attached)).toEqual(['ecommerce/stores', 'file-storage/files']);
  });

  it('goes down only: a slider nests its slides, never the widgets above it', () => {
    expect(keys(nestedLinks('website-builder/sliders').nested)).toEqual(['website-builder/slides']);
    const slide = nestedLinks('website-builder/slides');
    expect(keys(slide.nested)).toEqual(['website-builder/buttons-arrays']);
    expect(keys(slide.attached)).toEqual(['file-storage/files']);
    expect(keys(nestedLinks('website-builder/buttons-arrays').nested)).toEqual(['website-builder/buttons']);
    expect(nestedLinks('website-builder/buttons').nested).toEqual([]);
  });
});
