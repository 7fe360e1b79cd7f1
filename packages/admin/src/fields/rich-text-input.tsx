/**
 * Rich text as slate JSON (the format: @symbol/contracts/rich-text): marks with their shortcuts, headings 1–6,
 * lists, quotes, links in a dialog (an empty URL removes the link), images from the media library, tabs and
 * checkboxes. A stored value that is not a slate JSON document is edited as plain text instead (spec), untouched.
 * Loaded only when a form shows rich text (field-input.tsx).
 */
import { Box, FormHelperText, FormLabel } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { TextInput, useInput, useLocaleState, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { createEditor, Transforms, type BaseSelection, type Descendant } from 'slate';
import { Editable, ReactEditor, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { altOf } from '../media/files.ts';
import { MediaPicker } from '../media/media-picker.tsx';
import {
  currentLink,
  insertImage,
  setLink,
  shortcutOf,
  takeVisibleSelection,
  toggleBlock,
  toggleMark,
  withRichText,
} from './rich-text/commands.ts';
import { RenderElement, RenderLeaf } from './rich-text/elements.tsx';
import { LinkDialog } from './rich-text/link-dialog.tsx';
import { Toolbar } from './rich-text/toolbar.tsx';

export { HEADINGS, setLink } from './rich-text/commands.ts';

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

export function RichTextInput({ source, label: given }: { source: string; label?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = useTranslateLabel()({ label: given, source, resource: useResourceContext() }) as string;
  const { field, fieldState } = useInput({ source });
  // Read once: the editor owns the document from then on (slate's initialValue is not controlled).
  const [initial] = useState(() => parseRichText(field.value));
  const editor = useMemo(() => withRichText(withReact(createEditor())), []);
  const renderElement = useCallback((props: RenderElementProps) => <RenderElement {...props} />, []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <RenderLeaf {...props} />, []);
  // A dialog takes the focus: the selection it acts on is kept here and given back when it closes.
  const [dialog, setDialog] = useState<{ kind: 'link' | 'image'; at: BaseSelection; url?: string } | null>(null);

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
  const act = (run: () => void) => (takeVisibleSelection(editor), run());
  const open = (kind: 'link' | 'image') => () =>
    setDialog({ kind, at: editor.selection, url: kind === 'link' ? currentLink(editor) : undefined });
  const close = (then?: () => void) => {
    const at = dialog?.at;
    setDialog(null);
    if (at) Transforms.select(editor, at);
    then?.();
    ReactEditor.focus(editor);
  };

  return (
    <Box sx={{ my: 1, minWidth: 0 }}>
      {label && <FormLabel>{label}</FormLabel>}
      <Slate editor={editor} initialValue={initial} onChange={(value) => field.onChange(JSON.stringify(value))}>
        <Toolbar act={act} onLink={open('link')} onImage={open('image')} />
        <Editable
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          aria-label={label ?? source}
          role="textbox"
          aria-multiline
          style={{ minHeight: 96, padding: 8, border: '1px solid rgba(0,0,0,0.23)', borderRadius: 4 }}
          onKeyDown={(event) => {
            const action = shortcutOf(event);
            if (!action) return;
            event.preventDefault();
            if (action === 'link') open('link')();
            else if (action.includes('-')) toggleBlock(editor, action);
            else toggleMark(editor, action as Parameters<typeof toggleMark>[1]);
          }}
        />
      </Slate>
      {dialog?.kind === 'link' && (
        <LinkDialog
          initial={dialog.url ?? ''}
          onClose={() => close()}
          onApply={(url) => close(() => setLink(editor, url))}
        />
      )}
      <MediaPicker
        open={dialog?.kind === 'image'}
        imagesOnly
        onClose={() => dialog?.kind === 'image' && close()}
        onPick={(record) =>
          close(() =>
            insertImage(editor, { url: String(record.file), alt: altOf(record, locale), fileId: String(record.id) }),
          )
        }
      />
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
