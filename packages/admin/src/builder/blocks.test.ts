import { describe, expect, it } from 'vitest';
import { orderWrites, type Block } from './blocks.ts';

const block = (id: string, orderIndex: number): Block => ({ link: { id, orderIndex }, widget: undefined });

describe('orderWrites', () => {
  it('writes only the links whose place changes: a release lists the moved blocks, not the whole page', () => {
    const blocks = [block('a', 0), block('b', 1), block('c', 2), block('d', 3)];
    expect(orderWrites(blocks, ['b', 'a', 'c', 'd'])).toEqual([
      { id: 'b', data: { orderIndex: 0 } },
      { id: 'a', data: { orderIndex: 1 } },
    ]);
    expect(orderWrites(blocks, ['a', 'b', 'c', 'd'])).toEqual([]);
  });

  it('writes a link without a place yet, or with a gap before it', () => {
    const blocks = [block('a', 0), block('b', 5), { link: { id: 'c' }, widget: undefined }];
    expect(orderWrites(blocks, ['a', 'b', 'c'])).toEqual([
      { id: 'b', data: { orderIndex: 1 } },
      { id: 'c', data: { orderIndex: 2 } },
    ]);
  });
});
