/**
 * The app bar: the menu button, the page's title (react-admin's <Title> portals into it), the global search,
 * the language button, refresh (a spinner while anything loads) and the account button. Its pop-up menus load
 * when first opened (bar-menus.tsx).
 */
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Box,
  ButtonBase,
  CircularProgress,
  IconButton,
  useMediaQuery,
  type ButtonBaseProps,
  type Theme,
} from '@mui/material';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  TitlePortal,
  useGetIdentity,
  useLoading,
  useLocales,
  useLocaleState,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { GlobalSearch } from './global-search.tsx';

const menus = () => import('./bar-menus.tsx');
const LocaleMenu = lazy(async () => ({ default: (await menus()).LocaleMenu }));
const AccountMenu = lazy(async () => ({ default: (await menus()).AccountMenu }));

type MenuProps = { id: string; anchor: HTMLElement | null; close: () => void };

/** A button's pop-up menu: its code loaded on the first open, kept mounted after (so it closes with its transition). */
function usePopup(id: string, Popup: ComponentType<MenuProps>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor !== null,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: { currentTarget: HTMLElement }) => {
        setAnchor(event.currentTarget);
        setOpened(true);
      },
    },
    popup: opened && (
      <Suspense fallback={null}>
        <Popup id={id} anchor={anchor} close={() => setAnchor(null)} />
      </Suspense>
    ),
  };
}

/**
 * A text button of the bar: MUI's base button, not its Button (whose variants and sizes weighed 3.5 kB gzip on
 * the first screen, issue 25).
 */
function BarButton({ sx, ...props }: ButtonBaseProps) {
  return (
    <ButtonBase
      sx={[
        {
          typography: 'button',
          color: 'inherit',
          minHeight: 36,
          px: 1,
          gap: 1,
          borderRadius: 1,
          flexShrink: 0,
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'common.white', outlineOffset: -2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}

/**
 * On a phone the language button shows its icon only (its name stays its accessible name): with the name
 * beside it the page title had some 100 px left ('Requests' read 'Requ').
 */
function LanguageButton() {
  const locales = useLocales();
  const [locale] = useLocaleState();
  const { buttonProps, popup } = usePopup('locales-menu', LocaleMenu);
  return (
    <>
      <BarButton sx={{ fontSize: { xs: 0, sm: '0.875rem' }, gap: { xs: 0, sm: 1 } }} {...buttonProps}>
        <TranslateIcon />
        {locales.find((option) => option.locale === locale)?.name ?? locale}
        <ExpandMoreIcon fontSize="small" />
      </BarButton>
      {popup}
    </>
  );
}

/**
 * The account button named by what it shows (the admin's email) before what it is: react-admin named it
 * 'Profile' only, which axe reports as a label that does not match the visible text.
 */
function AccountButton() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { buttonProps, popup } = usePopup('account-menu', AccountMenu);
  const profile = translate('ra.auth.user_menu');
  const label = identity?.fullName ? `${identity.fullName} (${profile})` : profile;
  return (
    <>
      {wide && identity?.fullName ? (
        <BarButton aria-label={label} {...buttonProps}>
          <AccountCircle />
          {identity.fullName}
        </BarButton>
      ) : (
        <IconButton color="inherit" aria-label={label} title={label} {...buttonProps}>
          <AccountCircle />
        </IconButton>
      )}
      {popup}
    </>
  );
}

/** Refresh, or a spinner (named, for screen readers) while a request is on its way. */
function RefreshButton() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  if (loading)
    return (
      <Box sx={{ width: 40, height: 40, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <CircularProgress color="inherit" size={18} thickness={6} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <IconButton
      color="inherit"
      aria-label={translate('ra.action.refresh')}
      title={translate('ra.action.refresh')}
      onClick={refresh}
    >
      <RefreshIcon />
    </IconButton>
  );
}

export function AdminAppBar({ menuOpen, toggleMenu }: { menuOpen: boolean; toggleMenu: () => void }) {
  const translate = useTranslate();
  const menuLabel = translate(menuOpen ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    // A plain header styled as MUI's AppBar and Toolbar (their code is not needed for this, issue 25).
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 4,
        display: 'flex',
        alignItems: 'center',
        minHeight: { xs: 56, sm: 48 },
        px: { xs: 0.5, sm: 1 },
        gap: { xs: 0, sm: 0.5 },
      }}
    >
      <IconButton
        color="inherit"
        aria-label={menuLabel}
        title={menuLabel}
        aria-expanded={menuOpen}
        onClick={toggleMenu}
      >
        <MenuIcon />
      </IconButton>
      <TitlePortal />
      <GlobalSearch />
      <LanguageButton />
      <RefreshButton />
      <AccountButton />
    </Box>
  );
}
