/**
 * The app bar's global search: any record by title, slug, email or id, in one request to the server's bounded
 * search (`GET /api/system/search`). Ctrl+K (⌘K) opens it from anywhere; a result opens the record's edit page.
 * The dialog (search-dialog.tsx) loads the first time it opens.
 */
import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const SearchDialog = lazy(async () => ({ default: (await import('./search-dialog.tsx')).SearchDialog }));

export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const show = () => {
    setOpen(true);
    setOpened(true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {/* A native hint rather than MUI's Tooltip, whose Popper would weigh on the first screen (issue 25). */}
      <IconButton
        color="inherit"
        aria-label={translate('admin.search.open')}
        title={`${translate('admin.search.open')} (Ctrl+K)`}
        aria-keyshortcuts="Control+K"
        onClick={show}
      >
        <SearchIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog open={open} close={() => setOpen(false)} text={text} setText={setText} />
        </Suspense>
      )}
    </>
  );
}
