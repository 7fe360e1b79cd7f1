/**
 * One row of a link table: its place (a handle dragged or moved by the arrow keys, up and down buttons), the
 * other end as a link to its page, the link's variant and extra columns, and its edit and remove buttons.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, MenuItem, Select, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import { Link, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import type { InlineLink } from '../catalogue.ts';
import { DeleteConfirmButton } from './delete-button.tsx';
import type { useDragReorder } from './drag-reorder.ts';
import { EditInDialog } from './edit-dialog.tsx';
import type { extraFields } from './link-add.tsx';

export interface LinkRowProps {
  inline: InlineLink;
  row: RaRecord;
  index: number;
  count: number;
  /** The other end's title. */
  name: string;
  variants: readonly string[];
  extra: ReturnType<typeof extraFields>;
  reorder: ReturnType<typeof useDragReorder>;
  /** Keeps the handle, so the focus can come back to it after a move. */
  handleRef: (element: HTMLButtonElement | null) => void;
  move: (index: number, by: -1 | 1) => void;
  setVariant: (row: RaRecord, variant: string) => void;
  onChanged: () => void;
}

export function LinkRow({ inline, row, index, count, name, variants, extra, reorder, ...act }: LinkRowProps) {
  const { link, end, other, target } = inline;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { dragged, over } = reorder;
  return (
    <TableRow
      data-testid={`link-row-${index}`}
      {...reorder.target(index)}
      sx={{
        opacity: dragged === index ? 0.5 : 1,
        outline: over === index && dragged !== index ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'dashed',
      }}
    >
      <TableCell>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={translate('admin.links.drag_hint')} describeChild>
            <IconButton
              size="small"
              {...reorder.handle(index, row.id)}
              ref={act.handleRef}
              aria-label={`${translate('admin.links.drag')}: ${name}`}
              aria-keyshortcuts="ArrowUp ArrowDown"
              sx={{ cursor: 'grab' }}
              onKeyDown={(event) => {
                // The handle works from the keyboard too: arrows move the row one place.
                if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  act.move(index, event.key === 'ArrowUp' ? -1 : 1);
                }
              }}
            >
              <DragIndicatorIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
          <IconButton
            size="small"
            aria-label={`${translate('admin.links.up')}: ${name}`}
            disabled={index === 0}
            onClick={() => act.move(index, -1)}
          >
            <ArrowUpwardIcon fontSize="inherit" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`${translate('admin.links.down')}: ${name}`}
            disabled={index === count - 1}
            onClick={() => act.move(index, 1)}
          >
            <ArrowDownwardIcon fontSize="inherit" />
          </IconButton>
        </Stack>
      </TableCell>
      <TableCell>
        <Link to={createPath({ resource: target.key, type: 'edit', id: row[other] })}>{name}</Link>
      </TableCell>
      {variants.length > 1 && (
        <TableCell>
          <Select
            size="small"
            value={row.variant ?? 'default'}
            inputProps={{ 'aria-label': `${translate('admin.links.variant')}: ${name}` }}
            onChange={(event) => act.setVariant(row, String(event.target.value))}
          >
            {variants.map((variant) => (
              <MenuItem key={variant} value={variant}>
                {variant}
              </MenuItem>
            ))}
          </Select>
        </TableCell>
      )}
      {extra.map(([field]) => (
        <TableCell key={field}>{String(row[field] ?? '')}</TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <EditInDialog entity={link} id={row.id} omit={[end]} title={name} onClosed={act.onChanged} />
        <DeleteConfirmButton record={row} resource={link.key} label="admin.links.remove" onDeleted={act.onChanged} />
      </TableCell>
    </TableRow>
  );
}
