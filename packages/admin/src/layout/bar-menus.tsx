/**
 * The app bar's pop-up menus (language, account), loaded the first time one opens: MUI's Menu (popover, modal,
 * focus trap, transitions) is not part of the first screen (issue 25: ≤ 200 kB gzip).
 */
import { Menu, MenuItem } from '@mui/material';
import { Logout, useLocales, useLocaleState } from 'react-admin';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}

export function LocaleMenu({ id, anchor, close }: Props) {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close} disableScrollLock>
      {locales.map((option) => (
        <MenuItem
          key={option.locale}
          selected={option.locale === locale}
          onClick={() => {
            setLocale(option.locale);
            close();
          }}
        >
          {option.name}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function AccountMenu({ id, anchor, close }: Props) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      disableScrollLock
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Logout />
    </Menu>
  );
}
