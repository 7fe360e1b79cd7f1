/**
 * Rich text as slate JSON: headings 1–6, links (an empty URL removes the link), tabs and checkboxes (spec).
 * A stored value that is not a slate JSON document is edited as plain text instead (spec), untouched.
 * Element types: paragraph, heading-one…heading-six, link { url }, tabs > tab { title }, check-list-item { checked }.
 */
import { Box, Button, ButtonGroup, Checkbox, FormHelperText, FormLabel, InputBase, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { TextInput, useInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type Descendant } from 'slate';
import { Editable, ReactEditor, Slate, useSlateStatic, withReact, type RenderElementProps } from 'slate-react';

export const HEADINGS = [
  'heading-one',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
] as const;
const INLINE = new Set(['link']);

type Node = { type?: string; url?: string; checked?: boolean; title?: string; children?: Node[]; text?: string };

/** The document in a stored value, or null when the value is not slate JSON (edited as plain text then). */
export function parseRichText(value: unknown): Descendant[] | null {
  if (value === undefined || value === null || value === '')
    return [{ type: 'paragraph', children: [{ text: '' }] } as Descendant];
  if (typeof value !== 'string') return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every((n) => n && typeof n === 'object' && 'children' in n)
      ? (parsed as Descendant[])
      : null;
  } catch {
    return null;
  }
}

function withInlines(editor: ReactEditor & Editor) {
  const { isInline } = editor;
  editor.isInline = (element) => INLINE.has((element as Node).type ?? '') || isInline(element);
  return editor;
}

const isBlock = (type: string) => (n: unknown) =>
  !Editor.isEditor(n) && SlateElement.isElement(n) && (n as Node).type === type;

function toggleBlock(editor: Editor, type: string) {
  const active = [...Editor.nodes(editor, { match: isBlock(type) })].length > 0;
  Transforms.setNodes(editor, { type: active ? 'paragraph' : type } as Partial<SlateElement>);
}

/**
 * Takes the selection the person sees into the editor. slate-react reads the page's selection through a 100 ms
 * throttle, so a tool used right after selecting (Shift+Home, then Link) acted on the selection before it.
 */
function takeVisibleSelection(editor: ReactEditor) {
  const dom = window.getSelection();
  if (!dom?.anchorNode || !ReactEditor.hasDOMNode(editor, dom.anchorNode, { editable: true })) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range) Transforms.select(editor, range);
}

/** Wraps the selection in a link; an empty URL removes the link (spec). */
export function setLink(editor: Editor, url: string) {
  Transforms.unwrapNodes(editor, { match: isBlock('link') });
  if (!url.trim()) return;
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link = { type: 'link', url: url.trim(), children: collapsed ? [{ text: url.trim() }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link as unknown as SlateElement);
  else Transforms.wrapNodes(editor, link as unknown as SlateElement, { split: true });
}

/** Two tabs to start with, titled by `title(n)` (the operator renames them). */
function insertTabs(editor: Editor, title: (n: number) => string) {
  const tab = (n: number) => ({
    type: 'tab',
    title: title(n),
    children: [{ type: 'paragraph', children: [{ text: '' }] }],
  });
  Transforms.insertNodes(editor, { type: 'tabs', children: [tab(1), tab(2)] } as unknown as SlateElement);
}

function RenderElement({ attributes, children, element }: RenderElementProps) {
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
        <CheckItem attributes={attributes} element={element}>
          {children}
        </CheckItem>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function CheckItem({ attributes, children, element }: RenderElementProps) {
  return (
    <Box {...attributes} sx={{ display: 'flex', alignItems: 'center' }}>
      <span contentEditable={false}>
        <CheckboxToggle element={element} />
      </span>
      <span>{children}</span>
    </Box>
  );
}

/** A tab's title is the tab's button on the site: edited in its own field, outside the editable text. */
function TabTitle({ element }: { element: SlateElement }) {
  const translate = useTranslate();
  const editor = useSlateStatic();
  return (
    <InputBase
      size="small"
      value={(element as Node).title ?? ''}
      inputProps={{ 'aria-label': translate('admin.rich.tab_title') }}
      sx={{ typography: 'caption', color: 'text.secondary', borderBottom: 1, borderColor: 'divider' }}
      onChange={(event) => {
        const path = ReactEditor.findPath(editor as ReactEditor, element);
        Transforms.setNodes(editor, { title: event.target.value } as Partial<SlateElement>, { at: path });
      }}
    />
  );
}

function CheckboxToggle({ element }: { element: SlateElement }) {
  const translate = useTranslate();
  const editor = useSlateStatic();
  return (
    <Checkbox
      size="small"
      checked={!!(element as Node).checked}
      slotProps={{ input: { 'aria-label': translate('admin.rich.checkbox') } }}
      onChange={(event) => {
        const path = ReactEditor.findPath(editor as ReactEditor, element);
        Transforms.setNodes(editor, { checked: event.target.checked } as Partial<SlateElement>, { at: path });
      }}
    />
  );
}

export function RichTextInput({ source, label: given }: { source: string; label?: string }) {
  const translate = useTranslate();
  const label = useTranslateLabel()({ label: given, source, resource: useResourceContext() }) as string;
  const { field, fieldState } = useInput({ source });
  // Read once: the editor owns the document from then on (slate's initialValue is not controlled).
  const [initial] = useState(() => parseRichText(field.value));
  const editor = useMemo(() => withInlines(withReact(createEditor())), []);
  const [, force] = useState(0);
  const renderElement = useCallback((props: RenderElementProps) => <RenderElement {...props} />, []);

  if (!initial) {
    return (
      <Box>
        <TextInput
          source={source}
          label={label}
          multiline
          fullWidth
          helperText={translate('admin.rich.invalid_json')}
        />
      </Box>
    );
  }
  // The mouse does not take the focus (the editor keeps its selection); a click or the keyboard acts.
  const button = (text: string, onClick: () => void, label?: string) => (
    <Button
      key={text}
      aria-label={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => (takeVisibleSelection(editor), onClick(), force((n) => n + 1))}
    >
      {text}
    </Button>
  );
  return (
    <Box sx={{ my: 1 }}>
      {label && <FormLabel>{label}</FormLabel>}
      <ButtonGroup
        size="small"
        variant="outlined"
        sx={{ flexWrap: 'wrap', my: 0.5 }}
        aria-label={translate('admin.rich.tools')}
      >
        {HEADINGS.map((type, index) =>
          button(
            `H${index + 1}`,
            () => toggleBlock(editor, type),
            translate('admin.rich.heading', { level: index + 1 }),
          ),
        )}
        {button(translate('admin.rich.paragraph'), () => toggleBlock(editor, 'paragraph'))}
        {button(translate('admin.rich.link'), () =>
          setLink(editor, window.prompt(translate('admin.rich.link_prompt')) ?? ''),
        )}
        {button(translate('admin.rich.tabs'), () => insertTabs(editor, (n) => translate('admin.rich.tab', { n })))}
        {button(translate('admin.rich.checkbox'), () => toggleBlock(editor, 'check-list-item'))}
      </ButtonGroup>
      <Slate editor={editor} initialValue={initial} onChange={(value) => field.onChange(JSON.stringify(value))}>
        <Editable
          renderElement={renderElement}
          aria-label={label ?? source}
          role="textbox"
          aria-multiline
          style={{ minHeight: 96, padding: 8, border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4 }}
        />
      </Slate>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
