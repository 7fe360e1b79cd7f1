/** Under a page's form: open it in the page builder. */
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Box, Button } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';

export function OpenInBuilder() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, py: 1 }}>
      <Button component={Link} to={`/builder/${record.id}`} variant="outlined" startIcon={<ViewQuiltIcon />}>
        {translate('admin.builder.open')}
      </Button>
    </Box>
  );
}
