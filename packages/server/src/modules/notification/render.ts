/**
 * A tiny mustache-like renderer: `{{name}}` and `{{a.b}}` insert a payload value (HTML-escaped in bodies),
 * `{{#list}}...{{/list}}` repeats for each item of a list (or shows once for a truthy value). Missing
 * values render as nothing. No partials, no unescaped output: payloads come from visitors.
 */

type Scope = unknown[];

const SECTION = /\{\{#\s*([\w.]+)\s*\}\}([\s\S]*?)\{\{\/\s*\1\s*\}\}/g;
const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

const HTML_ESCAPES = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES.get(c)!);

function lookup(scopes: Scope, name: string): unknown {
  if (name === '.') return scopes[0];
  const [head, ...rest] = name.split('.');
  for (const scope of scopes) {
    if (scope && typeof scope === 'object' && Object.hasOwn(scope, head!)) {
      let value: unknown = (scope as Record<string, unknown>)[head!];
      for (const part of rest) {
        // Own values only, as for the head: `{{order.constructor}}` is nothing, not Object's source.
        value =
          value && typeof value === 'object' && Object.hasOwn(value, part)
            ? (value as Record<string, unknown>)[part]
            : undefined;
      }
      return value;
    }
  }
  return undefined;
}

function renderIn(template: string, scopes: Scope, escape: boolean): string {
  const sectioned = template.replace(SECTION, (_, name: string, inner: string) => {
    const value = lookup(scopes, name);
    if (Array.isArray(value)) return value.map((item) => renderIn(inner, [item, ...scopes], escape)).join('');
    return value ? renderIn(inner, [value, ...scopes], escape) : '';
  });
  return sectioned.replace(VARIABLE, (_, name: string) => {
    const value = lookup(scopes, name);
    if (value === undefined || value === null || typeof value === 'object') return '';
    const text = String(value);
    return escape ? escapeHtml(text) : text;
  });
}

/** An HTML body: every inserted value escaped. */
export const renderHtml = (template: string, payload: unknown) => renderIn(template, [payload], true);

/** A subject line: plain text on one line. */
export const renderLine = (template: string, payload: unknown) =>
  renderIn(template, [payload], false)
    .replace(/[\r\n]+/g, ' ')
    .trim();

/** A link keeps its target in text: `label: url` (just the url when the label is the url). */
function linkText(_: string, href: string, label: string): string {
  const text = label.replace(/<[^>]+>/g, '').trim();
  return !text || text === href ? href : `${label}: ${href}`;
}

/** The text part of a mail, from its HTML body. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, linkText)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
