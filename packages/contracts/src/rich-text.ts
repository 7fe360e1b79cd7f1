/**
 * Our rich text is a Slate document kept as a JSON string in a localized map (the admin edits it with slate, the
 * site renders it: packages/site/src/rich-text). The original system (Single Page Startup) and other TipTap /
 * ProseMirror editors keep `{"type":"doc","content":[...]}` instead; a value in that form is converted on write,
 * node by node, so nothing it says is lost:
 *
 * | TipTap                         | Slate                                           |
 * |--------------------------------|-------------------------------------------------|
 * | doc                            | the document's blocks                           |
 * | paragraph                      | paragraph                                       |
 * | heading (level 1–6)            | heading-one … heading-six                       |
 * | text + bold/italic/underline/code/strike marks | a text leaf with bold/italic/underline/code/strikethrough |
 * | text + link mark (href)        | link (url) around the leaf                      |
 * | bulletList / orderedList       | bulleted-list / numbered-list                   |
 * | listItem                       | list-item (its blocks inside)                   |
 * | taskList / taskItem (checked)  | check-list-item (checked), one per item          |
 * | blockquote                     | block-quote                                     |
 * | codeBlock                      | code-block                                      |
 * | image (src, alt, title)        | image (url, alt, title)                         |
 * | hardBreak                      | a "\n" leaf                                     |
 * | horizontalRule                 | divider                                         |
 * | anything else                  | its content, kept (a paragraph when it is text) |
 *
 * A document that is one paragraph of unmarked text becomes that text: titles and subtitles stay plain strings.
 * Browser-safe and pure.
 */

import { z } from 'zod';

/** The marks a text leaf may carry (the admin's toolbar and shortcuts, the site's <strong>/<em>/<u>/<s>/<code>). */
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'strikethrough', 'code'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

export interface SlateText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  code?: true;
  strikethrough?: true;
}
export interface SlateElement {
  type: string;
  children: SlateNode[];
  url?: string;
  alt?: string;
  title?: string;
  checked?: boolean;
  /** An image chosen from the media library names its file record (the url is that record's `file`). */
  fileId?: string;
}
export type SlateNode = SlateText | SlateElement;

/**
 * The document a rich-text value holds, node by node: what the admin's editor writes, the TipTap import produces
 * and the site renders. Built on first use (`richTextDocument()`), so a bundle that imports this module for
 * the converter (the catalogue) does not evaluate zod schemas at load.
 */
export const RICH_TEXT_BLOCKS = [
  'paragraph',
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
  'block-quote',
  'code-block',
  'bulleted-list',
  'numbered-list',
  'list-item',
  'check-list-item',
  'tabs',
  'tab',
  'image',
  'divider',
] as const;

/** The six heading blocks, level 1 first: the editor's H1–H6, the schema and the TipTap import use this list. */
export const RICH_TEXT_HEADINGS = RICH_TEXT_BLOCKS.slice(1, 7) as readonly (typeof RICH_TEXT_BLOCKS)[number][];

let schema: z.ZodType<SlateNode[]> | undefined;
export function richTextDocument(): z.ZodType<SlateNode[]> {
  if (schema) return schema;
  const flag = z.literal(true).optional();
  const leaf = z.strictObject({
    text: z.string(),
    bold: flag,
    italic: flag,
    underline: flag,
    strikethrough: flag,
    code: flag,
  });
  // An empty or relative path, or an https/http/mailto/tel address: never `javascript:` and the like.
  const url = z
    .string()
    .max(2048)
    .refine((u) => !/^\s*[a-z][a-z0-9+.-]*:/i.test(u) || /^\s*(https?|mailto|tel):/i.test(u), 'Unsafe address');
  const link = z.strictObject({ type: z.literal('link'), url, children: z.array(leaf).min(1) });
  const inline = z.union([leaf, link]);
  const inlines = z.array(inline).min(1);
  const block: z.ZodType<SlateElement> = z.lazy(() =>
    z.discriminatedUnion('type', [
      z.strictObject({ type: z.enum(['paragraph', 'code-block']), children: inlines }),
      z.strictObject({ type: z.enum(RICH_TEXT_HEADINGS as [string, ...string[]]), children: inlines }),
      z.strictObject({ type: z.literal('block-quote'), children: z.union([inlines, z.array(block).min(1)]) }),
      z.strictObject({ type: z.enum(['bulleted-list', 'numbered-list']), children: z.array(listItem).min(1) }),
      z.strictObject({ type: z.literal('check-list-item'), checked: z.boolean().optional(), children: inlines }),
      z.strictObject({ type: z.literal('tabs'), children: z.array(tab).min(1) }),
      z.strictObject({
        type: z.literal('image'),
        url: url.refine((u) => u.trim() !== '', 'An image needs an address'),
        alt: z.string().max(500).optional(),
        title: z.string().max(500).optional(),
        fileId: z.uuid().optional(),
        children: z.tuple([leaf]),
      }),
      z.strictObject({ type: z.literal('divider'), children: z.tuple([leaf]) }),
    ]),
  ) as z.ZodType<SlateElement>;
  // A list item holds its line, or its blocks (a nested list: TipTap's items hold paragraphs and lists).
  const listItem = z.strictObject({
    type: z.literal('list-item'),
    children: z.union([inlines, z.array(block).min(1)]),
  });
  const tab = z.strictObject({ type: z.literal('tab'), title: z.string().max(200), children: z.array(block).min(1) });
  schema = z.array(block).min(1) as unknown as z.ZodType<SlateNode[]>;
  return schema;
}

interface TipTapMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface TipTapNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: TipTapMark[];
  content?: TipTapNode[];
}

const LEAF_MARKS = new Map<string, keyof Omit<SlateText, 'text'>>([
  ['bold', 'bold'],
  ['italic', 'italic'],
  ['underline', 'underline'],
  ['code', 'code'],
  ['strike', 'strikethrough'],
]);
const BLOCKS = new Map([
  ['paragraph', 'paragraph'],
  ['bulletList', 'bulleted-list'],
  ['orderedList', 'numbered-list'],
  ['listItem', 'list-item'],
  ['blockquote', 'block-quote'],
]);

const isNode = (value: unknown): value is TipTapNode =>
  !!value && typeof value === 'object' && typeof (value as TipTapNode).type === 'string';

/** The TipTap document a value holds (an object, or its JSON text), else undefined. */
export function tiptapDocument(value: unknown): TipTapNode | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    if (!value.startsWith('{') || !value.includes('"doc"')) return undefined;
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isNode(parsed) && parsed.type === 'doc' ? parsed : undefined;
}

const text = (value: string): SlateText => ({ text: value });
/** Slate wants every element to hold at least one leaf. */
const children = (nodes: SlateNode[]): SlateNode[] => (nodes.length ? nodes : [text('')]);
const attr = (node: TipTapNode, name: string) => {
  const value = node.attrs?.[name];
  return typeof value === 'string' && value ? value : undefined;
};

function leaf(node: TipTapNode): SlateNode {
  const out: SlateText = text(node.text ?? '');
  let link: string | undefined;
  for (const mark of node.marks ?? []) {
    const flag = LEAF_MARKS.get(mark.type);
    if (flag) out[flag] = true;
    if (mark.type === 'link' && typeof mark.attrs?.href === 'string') link = mark.attrs.href;
  }
  return link ? { type: 'link', url: link, children: [out] } : out;
}

function convert(node: TipTapNode): SlateNode[] {
  const inner = () => (node.content ?? []).flatMap(convert);
  switch (node.type) {
    case 'text':
      return [leaf(node)];
    case 'hardBreak':
      return [text('\n')];
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 1, 1), 6);
      return [{ type: RICH_TEXT_HEADINGS[level - 1]!, children: children(inner()) }];
    }
    case 'image':
      return [
        {
          type: 'image',
          url: attr(node, 'src') ?? '',
          ...(attr(node, 'alt') && { alt: attr(node, 'alt') }),
          ...(attr(node, 'title') && { title: attr(node, 'title') }),
          children: [text('')],
        },
      ];
    case 'codeBlock':
      return [{ type: 'code-block', children: [text((node.content ?? []).map((n) => n.text ?? '').join(''))] }];
    case 'horizontalRule':
      return [{ type: 'divider', children: [text('')] }];
    case 'taskList':
      // Each item is a block of its own here, as the admin's editor makes them.
      return inner();
    case 'taskItem':
      return [{ type: 'check-list-item', checked: node.attrs?.checked === true, children: children(inline(inner())) }];
    default: {
      const type = BLOCKS.get(node.type);
      const content = inner();
      if (type) return [{ type, children: children(content) }];
      // An unknown node keeps what it holds: its blocks, or its text as a paragraph.
      return content.some(isBlock) ? content : content.length ? [{ type: 'paragraph', children: content }] : [];
    }
  }
}

const isBlock = (node: SlateNode) => 'type' in node && node.type !== 'link';
/** A task item's paragraphs as one line of inline content. */
const inline = (nodes: SlateNode[]): SlateNode[] =>
  nodes.flatMap((n) => (isBlock(n) ? (n as SlateElement).children : [n]));

/** The Slate blocks of a TipTap document. */
export function tiptapToSlate(doc: TipTapNode): SlateNode[] {
  const blocks = (doc.content ?? []).flatMap(convert);
  return blocks.map((block) => (isBlock(block) ? block : { type: 'paragraph', children: [block] }));
}

/** A value as we keep it: a TipTap document becomes Slate JSON, or plain text when it is one plain paragraph. */
export function fromTiptap(value: string): string {
  const doc = tiptapDocument(value);
  if (!doc) return value;
  const blocks = tiptapToSlate(doc);
  const only = blocks.length === 1 ? (blocks[0] as SlateElement) : undefined;
  if (only?.type === 'paragraph' && only.children.every((c) => !('type' in c) && Object.keys(c).length === 1))
    return only.children.map((c) => (c as SlateText).text).join('');
  if (blocks.length === 0) return '';
  return JSON.stringify(blocks);
}
