/** How the editor shows each node of the document (the site renders the same nodes: site/src/rich-text). */
import { Box, Checkbox, InputBase, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Transforms, type Element as SlateElement } from 'slate';
import {
  ReactEditor,
  useFocused,
  useSelected,
  useSlateStatic,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { mediaSrc } from '../../media/files.ts';
import { HEADINGS, type Node } from './commands.ts';

/** Sets attributes of the element shown (a tab's title, a checkbox, an image's alt) where it is now. */
function useSetNode(element: SlateElement) {
  const editor = useSlateStatic();
  return (props: Partial<Node>) =>
    Transforms.setNodes(editor, props as Partial<SlateElement>, {
      at: ReactEditor.findPath(editor as ReactEditor, element),
    });
}

export function RenderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = leaf as unknown as Record<string, unknown>;
  let content: ReactNode = children;
  if (marks.code) content = <code style={{ background: 'rgba(0,0,0,0.06)', padding: '0 3px' }}>{content}</code>;
  if (marks.bold) content = <strong>{content}</strong>;
  if (marks.italic) content = <em>{content}</em>;
  if (marks.underline) content = <u>{content}</u>;
  if (marks.strikethrough) content = <s>{content}</s>;
  return <span {...attributes}>{content}</span>;
}

export function RenderElement({ attributes, children, element }: RenderElementProps) {
  const node = element as Node;
  const level = HEADINGS.indexOf(node.type as (typeof HEADINGS)[number]);
  if (level >= 0) {
    return (
      <Typography {...attributes} component={`h${level + 1}` as 'h1'} variant={`h${Math.min(level + 3, 6)}` as 'h6'}>
        {children}
      </Typography>
    );
  }
  switch (node.type) {
    case 'link':
      return (
        <a {...attributes} href={node.url}>
          {children}
        </a>
      );
    case 'block-quote':
      return (
        <Box component="blockquote" {...attributes} sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0 }}>
          {children}
        </Box>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'code-block':
      return (
        <pre {...attributes} style={{ background: 'rgba(0,0,0,0.06)', padding: 8 }}>
          <code>{children}</code>
        </pre>
      );
    case 'divider':
      return (
        <div {...attributes}>
          <hr contentEditable={false} />
          {children}
        </div>
      );
    case 'image':
      return (
        <ImageElement attributes={attributes} element={element}>
          {children}
        </ImageElement>
      );
    case 'tabs':
      return (
        <Box {...attributes} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, my: 1 }} data-type="tabs">
          {children}
        </Box>
      );
    case 'tab':
      return (
        <Box {...attributes} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1, my: 0.5 }}>
          <span contentEditable={false}>
            <TabTitle element={element} />
          </span>
          {children}
        </Box>
      );
    case 'check-list-item':
      return (
        <Box {...attributes} sx={{ display: 'flex', alignItems: 'center' }}>
          <span contentEditable={false}>
            <CheckboxToggle element={element} />
          </span>
          <span>{children}</span>
        </Box>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

/** An image shows itself and its alt text, edited beside it (the site's <img alt>). */
function ImageElement({ attributes, children, element }: RenderElementProps) {
  const translate = useTranslate();
  const set = useSetNode(element);
  const chosen = useSelected();
  const focused = useFocused();
  const selected = chosen && focused;
  const node = element as Node;
  return (
    <div {...attributes}>
      <Box contentEditable={false} sx={{ my: 1 }}>
        <Box
          component="img"
          src={mediaSrc(node.url)}
          alt={node.alt ?? ''}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 240,
            borderRadius: 1,
            outline: selected ? '3px solid' : 'none',
            outlineColor: 'primary.main',
          }}
        />
        <InputBase
          size="small"
          value={node.alt ?? ''}
          placeholder={translate('admin.rich.image_alt')}
          inputProps={{ 'aria-label': translate('admin.rich.image_alt') }}
          sx={{ typography: 'caption', borderBottom: 1, borderColor: 'divider', width: '100%', maxWidth: 480 }}
          onChange={(event) => set({ alt: event.target.value })}
        />
      </Box>
      {children}
    </div>
  );
}

/** A tab's title is the tab's button on the site: edited in its own field, outside the editable text. */
function TabTitle({ element }: { element: SlateElement }) {
  const translate = useTranslate();
  const set = useSetNode(element);
  return (
    <InputBase
      size="small"
      value={(element as Node).title ?? ''}
      inputProps={{ 'aria-label': translate('admin.rich.tab_title') }}
      sx={{ typography: 'caption', color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
      onChange={(event) => set({ title: event.target.value })}
    />
  );
}

function CheckboxToggle({ element }: { element: SlateElement }) {
  const translate = useTranslate();
  const set = useSetNode(element);
  return (
    <Checkbox
      size="small"
      checked={!!(element as Node).checked}
      slotProps={{ input: { 'aria-label': translate('admin.rich.checkbox') } }}
      onChange={(event) => set({ checked: event.target.checked })}
    />
  );
}
