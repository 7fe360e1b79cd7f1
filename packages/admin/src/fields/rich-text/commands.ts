/**
 * What the editor's tools and shortcuts do to the slate document: marks on text, blocks (headings, quotes,
 * lists, checkboxes), links, images and tabs. Node names are the document format's
 * (@symbol/contracts/rich-text), which the site renders.
 */
import type { RichTextMark, SlateElement as DocElement } from '@symbol/contracts/rich-text';
import { Editor, Element as SlateElement, Range, Transforms, type Descendant } from 'slate';
import { ReactEditor } from 'slate-react';

/** The heading blocks, level 1 first (contracts' list, which the document's schema reads too). */
export { RICH_TEXT_HEADINGS as HEADINGS } from '@symbol/contracts/rich-text';
export const LISTS = ['bulleted-list', 'numbered-list'] as const;
const INLINE = new Set(['link']);
/** Blocks without editable text of their own: the editor shows them whole and keeps the caret around them. */
const VOID = new Set(['image', 'divider']);

export type Node = Partial<DocElement> & { children?: Node[]; text?: string };
const typeOf = (n: unknown) => (n as Node).type ?? '';

export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertBreak } = editor;
  editor.isInline = (element) => INLINE.has(typeOf(element)) || isInline(element);
  editor.isVoid = (element) => VOID.has(typeOf(element)) || isVoid(element);
  // Enter on an empty list item ends the list (as in every word processor) instead of adding empty items.
  editor.insertBreak = () => {
    const [item] = Editor.nodes(editor, { match: isType('list-item') });
    if (item && Editor.string(editor, item[1]) === '') {
      const [list] = Editor.nodes(editor, { match: (n) => LISTS.includes(typeOf(n) as never) });
      toggleBlock(editor, list ? typeOf(list[0]) : 'bulleted-list');
      return;
    }
    insertBreak();
  };
  return editor;
}

export const isType = (type: string) => (n: unknown) =>
  !Editor.isEditor(n) && SlateElement.isElement(n) && typeOf(n) === type;

export const isMarkActive = (editor: Editor, mark: RichTextMark) =>
  (Editor.marks(editor) as Record<string, unknown> | null)?.[mark] === true;

export function toggleMark(editor: Editor, mark: RichTextMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export const isBlockActive = (editor: Editor, type: string) => {
  if (!editor.selection) return false;
  return (
    [...Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: isType(type) })].length > 0
  );
};

/** A heading, quote, checkbox or list for the selected blocks, or back to paragraphs when it is one already. */
export function toggleBlock(editor: Editor, type: string) {
  const active = isBlockActive(editor, type);
  const list = LISTS.includes(type as never);
  Transforms.unwrapNodes(editor, { match: (n) => LISTS.includes(typeOf(n) as never), split: true });
  const next = active ? 'paragraph' : list ? 'list-item' : type;
  Transforms.setNodes(editor, { type: next } as Partial<SlateElement>);
  if (!active && list) Transforms.wrapNodes(editor, { type, children: [] } as unknown as SlateElement);
}

/** The link around the caret, if any: its address prefills the link dialog. */
export function currentLink(editor: Editor): string | undefined {
  const [entry] = Editor.nodes(editor, { match: isType('link') });
  return entry ? (entry[0] as Node).url : undefined;
}

/** Wraps the selection in a link; an empty URL removes the link (spec). */
export function setLink(editor: Editor, url: string) {
  Transforms.unwrapNodes(editor, { match: isType('link') });
  if (!url.trim()) return;
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link = { type: 'link', url: url.trim(), children: collapsed ? [{ text: url.trim() }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link as unknown as SlateElement);
  else Transforms.wrapNodes(editor, link as unknown as SlateElement, { split: true });
  Transforms.collapse(editor, { edge: 'end' });
}

/**
 * An image from the library, with a paragraph after it so the writing goes on below: on an empty line the image
 * takes its place and the caret stays on that line, below the image.
 */
export function insertImage(editor: Editor, image: { url: string; alt: string; fileId?: string }) {
  const node = { type: 'image', ...image, children: [{ text: '' }] } as unknown as SlateElement;
  const [line] = Editor.nodes(editor, { match: isType('paragraph'), mode: 'lowest' });
  if (line && Editor.string(editor, line[1]) === '') {
    Transforms.insertNodes(editor, node, { at: line[1] });
    return;
  }
  Transforms.insertNodes(editor, [node, { type: 'paragraph', children: [{ text: '' }] }] as unknown as Descendant[]);
}

/** Two tabs to start with, titled by `title(n)` (the operator renames them). */
export function insertTabs(editor: Editor, title: (n: number) => string) {
  const tab = (n: number) => ({
    type: 'tab',
    title: title(n),
    children: [{ type: 'paragraph', children: [{ text: '' }] }],
  });
  Transforms.insertNodes(editor, { type: 'tabs', children: [tab(1), tab(2)] } as unknown as SlateElement);
}

/**
 * Takes the selection the person sees into the editor. slate-react reads the page's selection through a 100 ms
 * throttle, so a tool used right after selecting (Shift+Home, then Link) acted on the selection before it.
 */
export function takeVisibleSelection(editor: ReactEditor) {
  const dom = window.getSelection();
  if (!dom?.anchorNode || !ReactEditor.hasDOMNode(editor, dom.anchorNode, { editable: true })) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range) Transforms.select(editor, range);
}

/**
 * Shortcuts by physical key (`event.code`), so they work the same on a Russian layout: Ctrl/Cmd+B, I, U, E
 * (code), Shift+S (strikethrough), Shift+7 and Shift+8 (numbered and bulleted lists), Shift+B (quote), K (link).
 */
export const SHORTCUTS = [
  { code: 'KeyB', shift: false, action: 'bold', keys: 'B' },
  { code: 'KeyI', shift: false, action: 'italic', keys: 'I' },
  { code: 'KeyU', shift: false, action: 'underline', keys: 'U' },
  { code: 'KeyS', shift: true, action: 'strikethrough', keys: 'Shift+S' },
  { code: 'KeyE', shift: false, action: 'code', keys: 'E' },
  { code: 'Digit7', shift: true, action: 'numbered-list', keys: 'Shift+7' },
  { code: 'Digit8', shift: true, action: 'bulleted-list', keys: 'Shift+8' },
  { code: 'KeyB', shift: true, action: 'block-quote', keys: 'Shift+B' },
  { code: 'KeyK', shift: false, action: 'link', keys: 'K' },
] as const;
export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function shortcutOf(event: {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): ShortcutAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  return SHORTCUTS.find((s) => s.code === event.code && s.shift === event.shiftKey)?.action;
}

/** How a shortcut reads on this machine ("Ctrl+B", "⌘B") and for assistive technology ("Control+B"). */
export function shortcutLabel(action: ShortcutAction) {
  const keys = SHORTCUTS.find((s) => s.action === action)?.keys;
  if (!keys) return undefined;
  return {
    shown: isMac() ? `⌘${keys}` : `Ctrl+${keys}`,
    aria: `${isMac() ? 'Meta' : 'Control'}+${keys}`,
  };
}
