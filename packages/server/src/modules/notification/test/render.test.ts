/** The template renderer: placeholders, escaping, sections. */
import { describe, expect, it } from 'vitest';
import { htmlToText, renderHtml, renderLine } from '../render.ts';

describe('render', () => {
  it('fills placeholders, dotted paths included, and escapes HTML in bodies', () => {
    expect(renderHtml('<p>{{name}} ({{order.id}})</p>', { name: '<script>"x"</script>', order: { id: 7 } })).toBe(
      '<p>&lt;script&gt;&quot;x&quot;&lt;/script&gt; (7)</p>',
    );
  });

  it('renders missing values and objects as nothing', () => {
    expect(renderHtml('[{{missing}}][{{order}}][{{ a.b.c }}]', { order: { id: 1 } })).toBe('[][][]');
  });

  it('reads only values the payload has, not what every object inherits', () => {
    expect(renderHtml('[{{constructor}}][{{order.constructor}}][{{order.toString}}]', { order: { id: 1 } })).toBe(
      '[][][]',
    );
  });

  it('repeats a section per list item and shows it once for a truthy value', () => {
    const template =
      '{{#items}}<li>{{title}} × {{quantity}} {{currency}}</li>{{/items}}{{#url}}<a href="{{url}}">go</a>{{/url}}';
    expect(
      renderHtml(template, {
        currency: '₽',
        items: [
          { title: 'Bell', quantity: 2 },
          { title: 'Icon', quantity: 1 },
        ],
      }),
    ).toBe('<li>Bell × 2 ₽</li><li>Icon × 1 ₽</li>');
    expect(renderHtml(template, { items: [], url: 'https://example.com/?a=1&b=2' })).toBe(
      '<a href="https://example.com/?a=1&amp;b=2">go</a>',
    );
  });

  it('keeps subject lines on one line and unescaped', () => {
    expect(renderLine('Order {{id}}: {{status}}', { id: 'A&B', status: 'paid\r\nBcc: x@example.com' })).toBe(
      'Order A&B: paid Bcc: x@example.com',
    );
  });

  it('makes a text part from the HTML body', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><ul><li><b>Name</b>: A &lt;b&gt;</li></ul>')).toBe(
      'Hello & welcome\n- Name: A <b>',
    );
  });

  it('keeps the target of links in text', () => {
    expect(htmlToText('<p>Open <a href="https://x.test/r?a=1&amp;b=2">this link</a> now.</p>')).toBe(
      'Open this link: https://x.test/r?a=1&b=2 now.',
    );
    expect(htmlToText('<a href="https://x.test/">https://x.test/</a>')).toBe('https://x.test/');
  });
});
