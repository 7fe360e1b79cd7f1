/**
 * The back office's frame: app bar, task menu and the page. Our own instead of react-admin's <Layout>, whose
 * sidebar (MUI Drawer), menu, user menu and inspector made about a third of the first screen's JavaScript
 * (issue 25: ≤ 200 kB gzip). On a desktop the menu is a column that collapses to its icons (the choice kept in
 * react-admin's store, as its sidebar kept it); on a phone it is a modal <dialog>: the browser traps focus in
 * it, Escape closes it and focus goes back to the menu button.
 */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Loading, useStore, useTranslate } from 'react-admin';
import { AdminAppBar } from './app-bar.tsx';
import { AdminMenu } from './menu.tsx';
import { ReleaseContext } from '../releases/release-context.tsx';

const OPEN_WIDTH = 280; // 'Заказы и пожертвования' and 'Messages and requests' were cut at react-admin's 240 px.
const CLOSED_WIDTH = 50;

const ErrorPage = lazy(async () => ({ default: (await import('./pages.ts')).Error }));

/** A page that throws shows react-admin's error page (loaded then), which resets when the operator navigates. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: Error; info?: ErrorInfo }> {
  override state: { error?: Error; info?: ErrorInfo } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(_error: Error, info: ErrorInfo) {
    this.setState({ info });
  }
  override render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: undefined })} />
      </Suspense>
    );
  }
}

/** The first stop of the keyboard: straight to the page, past the bar and the menu. */
function SkipToContent() {
  const translate = useTranslate();
  return (
    <Box
      component="button"
      type="button"
      onClick={() => document.getElementById('main-content')?.focus()}
      sx={{
        position: 'fixed',
        zIndex: 5000,
        left: 16,
        top: -80,
        p: 1,
        border: 0,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        font: 'inherit',
        '&:focus': { top: 16, outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </Box>
  );
}

function PhoneMenu({ open, close }: { open: boolean; close: () => void }) {
  const translate = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // A tap on the backdrop lands on the dialog element itself (its content fills it otherwise).
  const onClick = (event: MouseEvent) => event.target === dialog.current && close();
  return (
    <Box
      component="dialog"
      ref={dialog}
      aria-label={translate('admin.tasks.menu')}
      onClose={close}
      onClick={onClick}
      sx={{
        m: 0,
        p: 0,
        border: 0,
        width: OPEN_WIDTH,
        maxWidth: '85vw',
        height: '100%',
        maxHeight: '100%',
        bgcolor: 'background.paper',
        boxShadow: 8,
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      {open && <AdminMenu open onChoose={close} />}
    </Box>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useStore('sidebar.open', true);
  const [phoneOpen, setPhoneOpen] = useState(false);
  // A phone's menu left open is closed when the window widens (the desktop's column shows instead).
  useEffect(() => {
    if (!isPhone) setPhoneOpen(false);
  }, [isPhone]);
  const toggle = () => (isPhone ? setPhoneOpen(!phoneOpen) : setDesktopOpen(!desktopOpen));
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipToContent />
      <AdminAppBar menuOpen={isPhone ? phoneOpen : desktopOpen} toggleMenu={toggle} />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {isPhone ? (
          <PhoneMenu open={phoneOpen} close={() => setPhoneOpen(false)} />
        ) : (
          <Box
            component="nav"
            aria-label={translate('admin.tasks.menu')}
            sx={{
              width: desktopOpen ? OPEN_WIDTH : CLOSED_WIDTH,
              flexShrink: 0,
              transition: 'width 195ms ease-out',
              position: 'sticky',
              top: 48,
              alignSelf: 'flex-start',
              maxHeight: 'calc(100vh - 48px)',
              overflowX: 'hidden',
              overflowY: 'auto',
            }}
          >
            <AdminMenu open={desktopOpen} />
          </Box>
        )}
        {/* The content may shrink below its widest table (min-width 0), which then scrolls in its own box. */}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: '1 1 0',
            minWidth: 0,
            px: 1,
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
            '& .RaList-main, & .RaList-content': { minWidth: 0 },
          }}
        >
          <PageErrorBoundary>
            <ReleaseContext>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ReleaseContext>
          </PageErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
