/**
 * The page's widgets as blocks, in page order: each shows its headline and variant, and is dragged by its
 * handle (or moved with the arrow keys on the handle, or the up and down buttons), edited beside the list, or
 * removed. A move shows at once; the new order is one bulk write.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDragReorder } from '../resources/drag-reorder.ts';
import { useLocaleState, useTranslate } from 'react-admin';
import { pickLocalized, representRecord } from '../catalogue.ts';
import type { Block } from './blocks.ts';
import { variantName } from './variant-names.ts';
import { variantPicture } from './variants.ts';

export const blockName = (block: Block, locale: string) =>
  (block.embedded && pickLocalized(block.embedded.record.title, locale)) ||
  representRecord(block.embedded?.record ?? block.widget, locale) ||
  String(block.link.widgetId);

export function BlockList({
  blocks,
  selected,
  onMove,
  onEdit,
  onRemove,
}: {
  blocks: Block[];
  selected: string | null;
  onMove: (from: number, to: number) => void;
  onEdit: (block: Block) => void;
  onRemove: (block: Block) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The moved block's handle keeps the focus after the list renders in its new order.
  const handles = useRef(new Map<unknown, HTMLButtonElement>());
  const [focusOn, setFocusOn] = useState<unknown>(null);
  useEffect(() => {
    if (focusOn === null) return;
    handles.current.get(focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn, blocks]);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    setFocusOn(blocks[from]!.link.id);
    onMove(from, to);
  };
  const { dragged, over, target, handle } = useDragReorder(move);

  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {blocks.map((block, index) => {
        const name = blockName(block, locale);
        const variant = block.embedded?.record.variant as string | undefined;
        const picture = variant && variantPicture(block.embedded!.entity, variant);
        return (
          <Card
            component="li"
            key={block.link.id}
            variant="outlined"
            {...target(index)}
            sx={{
              p: 1,
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
              opacity: dragged === index ? 0.5 : 1,
              borderColor: selected === block.link.id ? 'primary.main' : over === index ? 'primary.light' : 'divider',
              borderStyle: over === index && dragged !== index ? 'dashed' : 'solid',
              borderWidth: 2,
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Tooltip title={translate('admin.builder.drag')} describeChild>
                <IconButton
                  size="small"
                  {...handle(index, block.link.id)}
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) handles.current.set(block.link.id, element);
                    else handles.current.delete(block.link.id);
                  }}
                  aria-label={`${translate('admin.builder.drag')}: ${name}`}
                  aria-keyshortcuts="ArrowUp ArrowDown"
                  sx={{ cursor: 'grab' }}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
                  }}
                >
                  <DragIndicatorIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
              <IconButton
                size="small"
                aria-label={`${translate('admin.builder.up')}: ${name}`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${translate('admin.builder.down')}: ${name}`}
                disabled={index === blocks.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="inherit" />
              </IconButton>
            </Stack>
            {picture && (
              <Box
                component="img"
                src={picture}
                alt=""
                sx={{
                  width: 64,
                  height: 40,
                  objectFit: 'cover',
                  objectPosition: 'top',
                  borderRadius: 0.5,
                  bgcolor: 'grey.100',
                }}
              />
            )}
            <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
              <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {variant && (
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {translate('admin.builder.variant', { name: variantName(variant, locale) })}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={0.5}>
              {block.embedded && (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  aria-label={`${translate('admin.builder.edit')}: ${name}`}
                  aria-pressed={selected === block.link.id}
                  onClick={() => onEdit(block)}
                >
                  {translate('admin.builder.edit')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                aria-label={`${translate('admin.builder.remove')}: ${name}`}
                onClick={() => onRemove(block)}
              >
                {translate('admin.builder.remove')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </Box>
  );
}
