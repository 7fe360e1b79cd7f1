import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_VARIANTS } from '@symbol/contracts/public-variants';
import { variantPicture } from './variants.ts';

const publicFolder = new URL('../../public/', import.meta.url);

describe('variantPicture', () => {
  it('names only pictures that exist: a block of any widget variant shows no broken image', () => {
    for (const [entity, variants] of Object.entries(PUBLIC_VARIANTS)) {
      if (!entity.endsWith('/widgets')) continue;
      for (const variant of variants) {
        const picture = variantPicture(entity, variant);
        if (picture)
          expect(existsSync(new URL(picture.replace(/^.*?variants\//, 'variants/'), publicFolder))).toBe(true);
      }
    }
    expect(variantPicture('ecommerce/widgets', 'symbol-faith-project-list-default')).toBeUndefined();
    expect(variantPicture('website-builder/widgets', 'symbol-faith-centered')).toMatch(
      /variants\/symbol-faith-centered\.jpg$/,
    );
  });
});
