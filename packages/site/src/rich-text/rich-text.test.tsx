import { describe, expect, it } from 'vitest';
import { renderInSite } from '../test-render.tsx';
import { parseRichText, RichText } from './rich-text.tsx';

const doc = (...nodes: unknown[]) => JSON.stringify(nodes);
const p = (text: string) => ({ type: 'paragraph', children: [{ text }] });

describe('rich text', () => {
  it('renders headings 1 to 6', async () => {
    const levels = ['one', 'two', 'three', 'four', 'five', 'six'];
    const html = await renderInSite(
      <RichText value={doc(...levels.map((l) => ({ type: `heading-${l}`, children: [{ text: `H ${l}` }] })))} />,
    );
    levels.forEach((l, i) => expect(html).toContain(`<h${i + 1} class="rich-heading">H ${l}</h${i + 1}>`));
  });

  it('renders links through the link rule, colon addresses in a new tab', async () => {
    const html = await renderInSite(
      <RichText
        value={doc({
          type: 'paragraph',
          children: [
            { type: 'link', url: '/about', children: [{ text: 'inside' }] },
            { type: 'link', url: 'https://example.org', children: [{ text: 'outside' }] },
          ],
        })}
      />,
      'ru',
    );
    expect(html).toMatch(/<a[^>]*href="\/ru\/about"[^>]*>inside<\/a>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/example.org"[^>]*target="_blank"[^>]*>outside<\/a>/);
  });

  it('renders marks, tabs and checkboxes', async () => {
    const html = await renderInSite(
      <RichText
        value={doc(
          {
            type: 'paragraph',
            children: [
              { text: 'bold', bold: true },
              { text: 'it', italic: true },
            ],
          },
          {
            type: 'tabs',
            children: [
              { type: 'tab', title: 'First', children: [p('one')] },
              { type: 'tab', title: 'Second', children: [p('two')] },
            ],
          },
          { type: 'check-list-item', checked: true, children: [{ text: 'done' }] },
          { type: 'check-list-item', checked: false, children: [{ text: 'todo' }] },
        )}
      />,
    );
    expect(html).toContain('<strong>bold</strong><em>it</em>');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>First</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Second</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).toMatch(/checked=""[^>]*\/><span class="line-through opacity-70">done/);
  });

  it('shows invalid JSON as plain text', async () => {
    expect(parseRichText('not json {')).toBeUndefined();
    expect(parseRichText('"a string"')).toBeUndefined();
    const html = await renderInSite(<RichText value={'Plain <b>text</b>\nsecond line'} />);
    expect(html).toContain('Plain &lt;b&gt;text&lt;/b&gt;\nsecond line');
    expect(html).toContain('whitespace-pre-line');
  });

  it('renders nothing for an empty document', async () => {
    const html = await renderInSite(<RichText value={doc(p(''))} />);
    expect(html).not.toContain('rich-text');
  });
});

describe('what TipTap documents become', () => {
  it('renders images with their alt, code blocks, dividers, struck text and line breaks', async () => {
    const html = await renderInSite(
      <RichText
        value={doc(
          { type: 'image', url: '/public/files/tower.png', alt: 'The bell tower', children: [{ text: '' }] },
          { type: 'code-block', children: [{ text: 'a = 1' }] },
          { type: 'divider', children: [{ text: '' }] },
          { type: 'paragraph', children: [{ text: 'old', strikethrough: true }, { text: 'one\ntwo' }] },
        )}
      />,
    );
    expect(html).toMatch(/<img[^>]*src="\/public\/files\/tower.png"[^>]*alt="The bell tower"/);
    expect(html).toContain('<pre');
    expect(html).toContain('<code>a = 1</code>');
    expect(html).toContain('<hr');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain('one<br/>two');
  });

  it('renders a library image (a stored file path) from the public path, with lists and marks around it', async () => {
    const html = await renderInSite(
      <RichText
        value={doc(
          { type: 'paragraph', children: [{ text: 'Restored ' }, { text: 'in 2026', bold: true }] },
          {
            type: 'image',
            url: '/files/2026/11/roof.png',
            alt: 'The new roof',
            fileId: '0b5a0c2e-8f57-4b8e-9a55-1d0c8f1f2a3b',
            children: [{ text: '' }],
          },
          {
            type: 'numbered-list',
            children: [
              { type: 'list-item', children: [{ text: 'Roof' }] },
              { type: 'list-item', children: [{ text: 'Walls' }] },
            ],
          },
          { type: 'block-quote', children: [{ text: 'Built to last' }] },
        )}
      />,
    );
    expect(html).toContain('<strong>in 2026</strong>');
    expect(html).toMatch(/<img[^>]*src="\/public\/files\/2026\/11\/roof.png"[^>]*alt="The new roof"/);
    expect(html).toMatch(/<ol[^>]*><li>Roof<\/li><li>Walls<\/li><\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*>Built to last<\/blockquote>/);
  });
});
