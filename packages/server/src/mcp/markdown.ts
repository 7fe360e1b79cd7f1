/**
 * A page as Markdown, for a model to read: the page's title and description, then every record its layouts and
 * widgets show, in order, each as its title, subtitle and text (rich text as Markdown blocks). Only what a
 * visitor reads: ids, slugs, classes and variants are left out.
 */
import type { SlateNode } from '@symbol/contracts/rich-text';

interface PageLike {
  url: string;
  language: string;
  metadata?: { title?: unknown; description?: unknown };
  layouts?: unknown[];
  widgets?: unknown[];
}

const TEXT_FIELDS = ['title', 'subtitle', 'description', 'content', 'body', 'text', 'label'] as const;
/** How deep the walk goes and how much it writes: a page's tree is shallow, its text bounded. */
const MAX_DEPTH = 8;
const MAX_LENGTH = 60_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEADINGS = new Map([
  ['heading-one', '#'],
  ['heading-two', '##'],
  ['heading-three', '###'],
]);

function inline(nodes: SlateNode[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) {
        let text = node.text;
        if (node.code) text = `\`${text}\``;
        if (node.bold) text = `**${text}**`;
        if (node.italic) text = `*${text}*`;
        return text;
      }
      const inner = inline(node.children ?? []);
      return node.type === 'link' && node.url ? `[${inner}](${node.url})` : inner;
    })
    .join('');
}

/** Slate blocks as Markdown blocks. */
export function richTextToMarkdown(nodes: SlateNode[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) return node.text;
      const type = node.type;
      if (type === 'bulleted-list' || type === 'numbered-list')
        return node.children
          .map((item, i) => `${type === 'numbered-list' ? `${i + 1}.` : '-'} ${inline([item])}`)
          .join('\n');
      if (type === 'image') return `![${node.alt ?? ''}](${node.url ?? ''})`;
      const text = inline(node.children ?? []);
      const heading = HEADINGS.get(type) ?? (/^heading/.test(type) ? '####' : undefined);
      if (heading) return `${heading} ${text}`;
      if (type === 'block-quote') return `> ${text}`;
      if (type === 'code-block') return `\`\`\`\n${text}\n\`\`\``;
      return text;
    })
    .filter((block) => block.trim())
    .join('\n\n');
}

function textOf(value: unknown): string {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return richTextToMarkdown(parsed as SlateNode[]);
      } catch {
        // plain text that starts with a bracket
      }
    }
    return trimmed;
  }
  if (Array.isArray(value) && value.every(isObject)) return richTextToMarkdown(value as unknown as SlateNode[]);
  return '';
}

function walk(node: unknown, depth: number, out: string[], seen: Set<unknown>): void {
  if (depth > MAX_DEPTH || seen.has(node)) return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, depth, out, seen);
    return;
  }
  if (!isObject(node)) return;
  seen.add(node);
  const [title, subtitle, ...rest] = TEXT_FIELDS.map((field) => textOf(node[field]));
  if (title) out.push(`${'#'.repeat(Math.min(depth + 2, 6))} ${title}`);
  if (subtitle) out.push(`*${subtitle}*`);
  for (const text of rest) if (text) out.push(text);
  for (const [key, value] of Object.entries(node)) {
    if ((TEXT_FIELDS as readonly string[]).includes(key)) continue;
    if (Array.isArray(value) ? value.some(isObject) : isObject(value)) walk(value, depth + 1, out, seen);
  }
}

export function pageToMarkdown(page: PageLike): string {
  const out: string[] = [];
  const title = textOf(page.metadata?.title);
  out.push(`# ${title || page.url}`);
  const description = textOf(page.metadata?.description);
  if (description) out.push(description);
  out.push(`<!-- ${page.url} (${page.language}) -->`);
  const seen = new Set<unknown>();
  walk(page.layouts ?? [], 0, out, seen);
  walk(page.widgets ?? [], 0, out, seen);
  const text = out.join('\n\n');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}\n\n…(cut at ${MAX_LENGTH} characters)` : text;
}
