/**
 * The editor's tools: marks, blocks, lists, link, image, tabs and checkbox. Buttons say whether they are on
 * (`aria-pressed`) and name their shortcut (`aria-keyshortcuts`, and the tooltip). The mouse does not take the
 * focus (the editor keeps its selection); a click or the keyboard acts.
 */
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import CodeIcon from '@mui/icons-material/Code';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, ButtonGroup, Tooltip } from '@mui/material';
import type { RichTextMark } from '@symbol/contracts/rich-text';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useSlate } from 'slate-react';
import {
  HEADINGS,
  insertTabs,
  isBlockActive,
  isMarkActive,
  shortcutLabel,
  toggleBlock,
  toggleMark,
  type ShortcutAction,
} from './commands.ts';

const MARKS: [RichTextMark, ReactElement][] = [
  ['bold', <FormatBoldIcon key="b" />],
  ['italic', <FormatItalicIcon key="i" />],
  ['underline', <FormatUnderlinedIcon key="u" />],
  ['strikethrough', <FormatStrikethroughIcon key="s" />],
  ['code', <CodeIcon key="c" />],
];
const BLOCKS: [string, string, ReactElement][] = [
  ['bulleted-list', 'bulleted_list', <FormatListBulletedIcon key="ul" />],
  ['numbered-list', 'numbered_list', <FormatListNumberedIcon key="ol" />],
  ['block-quote', 'quote', <FormatQuoteIcon key="q" />],
];

export function Toolbar({
  act,
  onLink,
  onImage,
}: {
  /** Runs a tool on the selection the person sees (see takeVisibleSelection). */
  act: (run: () => void) => void;
  onLink: () => void;
  onImage: () => void;
}) {
  const translate = useTranslate();
  const editor = useSlate();
  const tool = (
    key: string,
    name: string,
    content: ReactElement | string,
    run: () => void,
    options: { pressed?: boolean; shortcut?: ShortcutAction } = {},
  ) => {
    const keys = options.shortcut && shortcutLabel(options.shortcut);
    return (
      <Tooltip key={key} title={keys ? translate('admin.rich.shortcut', { name, keys: keys.shown }) : name}>
        <Button
          aria-label={typeof content === 'string' && content === name ? undefined : name}
          aria-pressed={options.pressed}
          aria-keyshortcuts={keys?.aria}
          variant={options.pressed ? 'contained' : 'outlined'}
          disableElevation
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => act(run)}
        >
          {content}
        </Button>
      </Tooltip>
    );
  };
  const group = (children: ReactElement[]) => (
    <ButtonGroup size="small" variant="outlined" sx={{ flexWrap: 'wrap' }}>
      {children}
    </ButtonGroup>
  );
  return (
    <Box
      role="toolbar"
      aria-label={translate('admin.rich.tools')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}
    >
      {group(
        MARKS.map(([mark, icon]) =>
          tool(mark, translate(`admin.rich.${mark}`), icon, () => toggleMark(editor, mark), {
            pressed: isMarkActive(editor, mark),
            shortcut: mark,
          }),
        ),
      )}
      {group(
        HEADINGS.map((type, index) =>
          // Named 'H1, Heading 1': a name without the visible 'H1' failed axe's label-content-name-mismatch.
          tool(type, `H${index + 1}, ${translate('admin.rich.heading', { level: index + 1 })}`, `H${index + 1}`, () =>
            toggleBlock(editor, type),
          ),
        ),
      )}
      {group([
        tool('paragraph', translate('admin.rich.paragraph'), translate('admin.rich.paragraph'), () =>
          toggleBlock(editor, 'paragraph'),
        ),
        ...BLOCKS.map(([type, label, icon]) =>
          tool(type, translate(`admin.rich.${label}`), icon, () => toggleBlock(editor, type), {
            pressed: isBlockActive(editor, type),
            shortcut: type as ShortcutAction,
          }),
        ),
      ])}
      {group([
        tool('link', translate('admin.rich.link'), <LinkIcon />, onLink, { shortcut: 'link' }),
        tool('image', translate('admin.rich.image'), <ImageIcon />, onImage),
        tool('tabs', translate('admin.rich.tabs'), translate('admin.rich.tabs'), () =>
          insertTabs(editor, (n) => translate('admin.rich.tab', { n })),
        ),
        tool('check', translate('admin.rich.checkbox'), translate('admin.rich.checkbox'), () =>
          toggleBlock(editor, 'check-list-item'),
        ),
      ])}
    </Box>
  );
}
