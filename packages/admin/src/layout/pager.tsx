/**
 * The pager under the task lists (orders, People, inbox): "1–25 of 80", Previous and Next, in the list's own
 * words (`<words>.shown`, `.previous`, `.next`).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Pager({
  words,
  offset,
  pageSize,
  shown,
  total,
  onOffset,
}: {
  /** The translation prefix of the list: `orders`, `admin.people`, `admin.inbox`. */
  words: string;
  offset: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" role="status">
        {translate(`${words}.shown`, { from: offset + 1, to: offset + shown, total })}
      </Typography>
      <Button disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {translate(`${words}.previous`)}
      </Button>
      <Button disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
        {translate(`${words}.next`)}
      </Button>
    </Stack>
  );
}
