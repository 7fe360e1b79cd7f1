import { describe, expect, it } from 'vitest';
import { richTextDocument, tiptapToSlate } from './rich-text.ts';

const valid = (...blocks: unknown[]) => richTextDocument().safeParse(blocks).success;
const p = (...children: unknown[]) => ({ type: 'paragraph', children });
const t = (text: string, marks: Record<string, true> = {}) => ({ text, ...marks });

describe('the rich-text document schema', () => {
  it('takes the five marks on a leaf, and no other', () => {
    expect(valid(p(t('b', { bold: true }), t('i', { italic: true }), t('u', { underline: true })))).toBe(true);
    expect(valid(p(t('s', { strikethrough: true }), t('c', { code: true })))).toBe(true);
    expect(valid(p(t('x', { blink: true })))).toBe(false);
    expect(valid(p({ text: 'x', bold: 'yes' }))).toBe(false);
  });

  it('takes bulleted and numbered lists of list items, nested too', () => {
    const item = (text: string) => ({ type: 'list-item', children: [t(text)] });
    expect(valid({ type: 'bulleted-list', children: [item('one'), item('two')] })).toBe(true);
    expect(valid({ type: 'numbered-list', children: [item('one')] })).toBe(true);
    const nested = { type: 'list-item', children: [p(t('outer')), { type: 'bulleted-list', children: [item('in')] }] };
    expect(valid({ type: 'numbered-list', children: [nested] })).toBe(true);
    // A list holds items only, and is never empty.
    expect(valid({ type: 'bulleted-list', children: [p(t('loose'))] })).toBe(false);
    expect(valid({ type: 'bulleted-list', children: [] })).toBe(false);
  });

  it('takes quotes of a line or of blocks', () => {
    expect(valid({ type: 'block-quote', children: [t('said')] })).toBe(true);
    expect(valid({ type: 'block-quote', children: [p(t('said')), p(t('twice'))] })).toBe(true);
  });

  it('takes images with an address, alt text and the library file they came from', () => {
    const image = { type: 'image', url: '/files/2026/11/a.png', alt: 'A roof', children: [t('')] };
    expect(valid(image)).toBe(true);
    expect(valid({ ...image, fileId: '0b5a0c2e-8f57-4b8e-9a55-1d0c8f1f2a3b' })).toBe(true);
    expect(valid({ ...image, url: 'https://cdn.example.org/a.png' })).toBe(true);
    expect(valid({ ...image, url: '' })).toBe(false);
    expect(valid({ ...image, url: 'javascript:alert(1)' })).toBe(false);
    expect(valid({ ...image, fileId: 'not-a-uuid' })).toBe(false);
    expect(valid({ ...image, onerror: 'x' })).toBe(false);
  });

  it('takes links inside a line, never a script address', () => {
    const link = (url: string) => p(t('see '), { type: 'link', url, children: [t('here')] });
    expect(valid(link('/about'))).toBe(true);
    expect(valid(link('mailto:office@example.org'))).toBe(true);
    expect(valid(link(' JavaScript:alert(1)'))).toBe(false);
  });

  it("keeps today's headings, tabs, checkboxes, code blocks and dividers", () => {
    const heads = ['one', 'two', 'three', 'four', 'five', 'six'].map((n) => ({
      type: `heading-${n}`,
      children: [t(n)],
    }));
    expect(valid(...heads)).toBe(true);
    expect(valid({ type: 'tabs', children: [{ type: 'tab', title: 'Roof', children: [p(t('lime'))] }] }), 'tabs').toBe(
      true,
    );
    expect(valid({ type: 'check-list-item', checked: true, children: [t('done')] })).toBe(true);
    expect(valid({ type: 'code-block', children: [t('x = 1')] }, { type: 'divider', children: [t('')] })).toBe(true);
    expect(valid({ type: 'heading-seven', children: [t('x')] })).toBe(false);
    expect(valid()).toBe(false);
  });

  it('accepts every document the TipTap import writes', () => {
    const tiptap = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'H' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'b', marks: [{ type: 'bold' }, { type: 'strike' }] },
            { type: 'text', text: 'l', marks: [{ type: 'link', attrs: { href: '/x' } }] },
            { type: 'hardBreak' },
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'i' }] }] }],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }] },
        { type: 'image', attrs: { src: 'https://example.org/a.png', alt: 'A' } },
        { type: 'taskList', content: [{ type: 'taskItem', attrs: { checked: true }, content: [] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x' }] },
        { type: 'horizontalRule' },
      ],
    };
    const result = richTextDocument().safeParse(tiptapToSlate(tiptap));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
