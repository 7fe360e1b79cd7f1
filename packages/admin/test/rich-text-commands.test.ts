/** The editor's commands on a real slate editor (no DOM): what the toolbar and the shortcuts write. */
import { richTextDocument } from '@symbol/contracts/rich-text';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import {
  insertImage,
  setLink,
  shortcutOf,
  toggleBlock,
  toggleMark,
  withRichText,
} from '../src/fields/rich-text/commands.ts';

const p = (text: string) => ({ type: 'paragraph', children: [{ text }] }) as unknown as Descendant;
function editorWith(...blocks: Descendant[]) {
  const editor = withRichText(createEditor());
  editor.children = blocks;
  return editor;
}
const key = (code: string, more: { shift?: boolean; meta?: boolean; alt?: boolean } = {}) => ({
  code,
  ctrlKey: !more.meta,
  metaKey: !!more.meta,
  shiftKey: !!more.shift,
  altKey: !!more.alt,
});

describe('rich-text commands', () => {
  it('marks the selected words, and takes the mark off again', () => {
    const editor = editorWith(p('Restored in 2026'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 9 }, focus: { path: [0, 0], offset: 16 } });
    toggleMark(editor, 'bold');
    toggleMark(editor, 'strikethrough');
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'Restored ' }, { text: 'in 2026', bold: true, strikethrough: true }] },
    ]);
    toggleMark(editor, 'bold');
    expect((editor.children[0] as { children: unknown[] }).children[1]).toEqual({
      text: 'in 2026',
      strikethrough: true,
    });
  });

  it('makes paragraphs a list of items, and Enter on an empty item ends the list', () => {
    const editor = editorWith(p('Roof'), p('Walls'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 5 } });
    toggleBlock(editor, 'numbered-list');
    expect(editor.children).toEqual([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Roof' }] },
          { type: 'list-item', children: [{ text: 'Walls' }] },
        ],
      },
    ]);
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertBreak();
    editor.insertBreak();
    expect(editor.children).toEqual([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Roof' }] },
          { type: 'list-item', children: [{ text: 'Walls' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: '' }] },
    ]);
    expect(richTextDocument().safeParse(editor.children).success).toBe(true);
  });

  it('switches a bulleted list to a numbered one, and a quote back to a paragraph', () => {
    const editor = editorWith(p('Roof'));
    Transforms.select(editor, Editor.start(editor, []));
    toggleBlock(editor, 'bulleted-list');
    toggleBlock(editor, 'numbered-list');
    expect((editor.children[0] as unknown as { type: string }).type).toBe('numbered-list');
    toggleBlock(editor, 'numbered-list');
    toggleBlock(editor, 'block-quote');
    expect(editor.children).toEqual([{ type: 'block-quote', children: [{ text: 'Roof' }] }]);
    toggleBlock(editor, 'block-quote');
    expect(editor.children).toEqual([p('Roof')]);
  });

  it('inserts a library image as a void block with its alt and file, and a paragraph to go on', () => {
    const editor = editorWith(p('Before'));
    Transforms.select(editor, Editor.end(editor, []));
    const fileId = '0b5a0c2e-8f57-4b8e-9a55-1d0c8f1f2a3b';
    insertImage(editor, { url: '/files/2026/11/roof.png', alt: 'The roof', fileId });
    expect(editor.children.slice(1)).toEqual([
      { type: 'image', url: '/files/2026/11/roof.png', alt: 'The roof', fileId, children: [{ text: '' }] },
      p(''),
    ]);
    expect(editor.isVoid(editor.children[1] as never)).toBe(true);
    expect(richTextDocument().safeParse(editor.children).success).toBe(true);
  });

  it('puts an image on an empty line in that line’s place, the caret below it', () => {
    const editor = editorWith(p('Before'), p(''));
    Transforms.select(editor, Editor.end(editor, []));
    insertImage(editor, { url: '/files/2026/11/roof.png', alt: 'The roof' });
    expect(editor.children.map((n) => (n as unknown as { type: string }).type)).toEqual([
      'paragraph',
      'image',
      'paragraph',
    ]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('links the selection; an empty address removes the link', () => {
    const editor = editorWith(p('See more'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } });
    setLink(editor, 'https://example.org/more');
    expect(JSON.stringify(editor.children)).toContain('"type":"link","url":"https://example.org/more"');
    Transforms.select(editor, { path: [0, 1, 0], offset: 1 });
    setLink(editor, '  ');
    expect(JSON.stringify(editor.children)).not.toContain('link');
  });

  it('reads shortcuts by the physical key, so a Russian layout works the same', () => {
    expect(shortcutOf(key('KeyB'))).toBe('bold');
    expect(shortcutOf(key('KeyB', { meta: true }))).toBe('bold');
    expect(shortcutOf(key('KeyI'))).toBe('italic');
    expect(shortcutOf(key('KeyU'))).toBe('underline');
    expect(shortcutOf(key('KeyE'))).toBe('code');
    expect(shortcutOf(key('KeyS', { shift: true }))).toBe('strikethrough');
    expect(shortcutOf(key('Digit8', { shift: true }))).toBe('bulleted-list');
    expect(shortcutOf(key('Digit7', { shift: true }))).toBe('numbered-list');
    expect(shortcutOf(key('KeyB', { shift: true }))).toBe('block-quote');
    expect(shortcutOf(key('KeyK'))).toBe('link');
    expect(shortcutOf({ ...key('KeyB'), ctrlKey: false })).toBeUndefined();
    expect(shortcutOf(key('KeyB', { alt: true }))).toBeUndefined();
    expect(shortcutOf(key('KeyS'))).toBeUndefined();
  });
});
