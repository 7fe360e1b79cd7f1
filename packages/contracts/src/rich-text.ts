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
}
export type SlateNode = SlateText | SlateElement;

interface TipTapMark {
  type: string;
  attrs?: Record<string, unknown>;
}
interface TipTapNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: TipTapMark[];
  content?: TipTapNode[];
}

const HEADINGS = ['heading-one', 'heading-two', 'heading-three', 'heading-four', 'heading-five', 'heading-six'];
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
      return [{ type: HEADINGS[level - 1]!, children: children(inner()) }];
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
