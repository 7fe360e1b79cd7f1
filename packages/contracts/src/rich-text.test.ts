import { describe, expect, it } from 'vitest';
import { fromTiptap, tiptapToSlate } from './rich-text.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, ...marks: unknown[]) => ({ type: 'text', text, ...(marks.length && { marks }) });
const slate = (value: ReturnType<typeof doc>) => tiptapToSlate(value as Parameters<typeof tiptapToSlate>[0]);

describe('TipTap to Slate, node by node', () => {
  it('paragraph', () => {
    expect(slate(doc(p(t('one'))))).toEqual([{ type: 'paragraph', children: [{ text: 'one' }] }]);
    expect(slate(doc(p()))).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('headings 1 to 6', () => {
    const levels = [1, 2, 3, 4, 5, 6].map((level) => ({
      type: 'heading',
      attrs: { level },
      content: [t(`h${level}`)],
    }));
    expect(slate(doc(...levels)).map((b) => 'type' in b && b.type)).toEqual([
      'heading-one',
      'heading-two',
      'heading-three',
      'heading-four',
      'heading-five',
      'heading-six',
    ]);
  });

  it('marks: bold, italic, underline, code and strike on one leaf', () => {
    const marked = t(
      'x',
      { type: 'bold' },
      { type: 'italic' },
      { type: 'underline' },
      { type: 'code' },
      { type: 'strike' },
    );
    expect(slate(doc(p(marked)))).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'x', bold: true, italic: true, underline: true, code: true, strikethrough: true }],
      },
    ]);
  });

  it('links (a mark there, an inline element here), keeping the other marks', () => {
    expect(
      slate(
        doc(p(t('go ', { type: 'bold' }), t('home', { type: 'link', attrs: { href: '/en/' } }, { type: 'italic' }))),
      ),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'go ', bold: true },
          { type: 'link', url: '/en/', children: [{ text: 'home', italic: true }] },
        ],
      },
    ]);
  });

  it('bullet and ordered lists, nested, with their items’ blocks', () => {
    const item = (text: string, ...more: unknown[]) => ({ type: 'listItem', content: [p(t(text)), ...more] });
    expect(
      slate(
        doc({ type: 'bulletList', content: [item('a', { type: 'orderedList', content: [item('a.1')] }), item('b')] }),
      ),
    ).toEqual([
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [
              { type: 'paragraph', children: [{ text: 'a' }] },
              {
                type: 'numbered-list',
                children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'a.1' }] }] }],
              },
            ],
          },
          { type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'b' }] }] },
        ],
      },
    ]);
  });

  it('task lists: one check-list item each', () => {
    const task = (checked: boolean, text: string) => ({ type: 'taskItem', attrs: { checked }, content: [p(t(text))] });
    expect(slate(doc({ type: 'taskList', content: [task(true, 'done'), task(false, 'todo')] }))).toEqual([
      { type: 'check-list-item', checked: true, children: [{ text: 'done' }] },
      { type: 'check-list-item', checked: false, children: [{ text: 'todo' }] },
    ]);
  });

  it('images, quotes, code blocks, hard breaks and rules', () => {
    expect(
      slate(
        doc(
          { type: 'image', attrs: { src: '/public/files/a.png', alt: 'A church', title: 'Front' } },
          { type: 'blockquote', content: [p(t('said'))] },
          { type: 'codeBlock', attrs: { language: 'ts' }, content: [t('let a = 1;\nlet b = 2;')] },
          p(t('line one'), { type: 'hardBreak' }, t('line two')),
          { type: 'horizontalRule' },
        ),
      ),
    ).toEqual([
      { type: 'image', url: '/public/files/a.png', alt: 'A church', title: 'Front', children: [{ text: '' }] },
      { type: 'block-quote', children: [{ type: 'paragraph', children: [{ text: 'said' }] }] },
      { type: 'code-block', children: [{ text: 'let a = 1;\nlet b = 2;' }] },
      { type: 'paragraph', children: [{ text: 'line one' }, { text: '\n' }, { text: 'line two' }] },
      { type: 'divider', children: [{ text: '' }] },
    ]);
  });

  it('an unknown node keeps its text', () => {
    expect(slate(doc({ type: 'callout', content: [t('kept')] }))).toEqual([
      { type: 'paragraph', children: [{ text: 'kept' }] },
    ]);
  });
});

describe('a stored value', () => {
  it('is plain text when the document is one unmarked paragraph (titles, subtitles)', () => {
    expect(fromTiptap(JSON.stringify(doc(p(t('Article #4 Subtitle')))))).toBe('Article #4 Subtitle');
  });

  it('is Slate JSON otherwise, and anything that is not a TipTap document is left as it is', () => {
    const value = fromTiptap(JSON.stringify(doc(p(t('bold', { type: 'bold' })))));
    expect(JSON.parse(value)).toEqual([{ type: 'paragraph', children: [{ text: 'bold', bold: true }] }]);
    for (const kept of ['plain', '{"type":"paragraph"}', '[{"type":"paragraph","children":[{"text":"x"}]}]', '{bad'])
      expect(fromTiptap(kept)).toBe(kept);
    expect(fromTiptap(JSON.stringify(doc()))).toBe('');
  });
});
