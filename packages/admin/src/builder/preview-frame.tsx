/**
 * The site beside the blocks: the page as the release will make it (its signed preview link), or the live page
 * while there is no release. The frame loads again after every saved change (`version`), and follows what is
 * typed before a save through the builder's messages (preview-draft.ts), at a phone's, a tablet's or the whole
 * pane's width. On a phone it sits below the blocks, behind a toggle.
 */
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import TabletMacIcon from '@mui/icons-material/TabletMac';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../api/client.ts';

const isPattern = (url: string) => /[[\]:]/.test(url);

function usePreviewUrl(release: string | null, url: string, language: string) {
  return useQuery({
    queryKey: ['builder-preview', release, url, language],
    enabled: !isPattern(url),
    // A link lasts 36 hours: asked again only when the release, the page or the language changes.
    staleTime: Infinity,
    queryFn: async () => {
      if (!release) return `/${language}${url === '/' ? '' : url}`;
      const query = new URLSearchParams({ url, language });
      const { data } = await http.request<{ url: string }>(
        'GET',
        `/api/system/releases/${encodeURIComponent(release)}/preview?${query}`,
      );
      return data.url;
    },
  });
}

/** The widths the preview is shown at: a phone's and a tablet's CSS width, or the whole pane. */
const DEVICES = {
  phone: { width: 390, icon: <PhoneIphoneIcon fontSize="small" /> },
  tablet: { width: 768, icon: <TabletMacIcon fontSize="small" /> },
  desktop: { width: '100%', icon: <DesktopWindowsIcon fontSize="small" /> },
} as const;
type Device = keyof typeof DEVICES;

export function PreviewFrame({
  release,
  url,
  language,
  version,
  frameRef,
}: {
  release: string | null;
  url: string;
  language: string;
  version: number;
  /** The frame element, for the builder to post the unsaved texts to (preview-draft.ts). */
  frameRef: RefObject<HTMLIFrameElement | null>;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [shown, setShown] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [device, setDevice] = useState<Device>('desktop');
  const link = usePreviewUrl(release, url, language);
  const title = translate('admin.builder.preview');
  if (phone && !shown) {
    return (
      <Button variant="outlined" onClick={() => setShown(true)} aria-expanded={false}>
        {translate('admin.builder.preview_show')}
      </Button>
    );
  }
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {translate(release ? 'admin.builder.preview_release' : 'admin.builder.preview_live')}
        </Typography>
        {link.data && (
          <>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={device}
              onChange={(_, next: Device | null) => next && setDevice(next)}
              aria-label={translate('admin.builder.device')}
            >
              {(Object.keys(DEVICES) as Device[]).map((name) => (
                <ToggleButton key={name} value={name} aria-label={translate(`admin.builder.device_${name}`)}>
                  {DEVICES[name].icon}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Tooltip title={translate('admin.builder.reload')}>
              <IconButton aria-label={translate('admin.builder.reload')} onClick={() => setReloads(reloads + 1)}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('admin.builder.preview_open')}>
              <IconButton
                aria-label={translate('admin.builder.preview_open')}
                href={link.data}
                target="_blank"
                rel="noopener"
              >
                <OpenInNewIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        {phone && (
          <Button onClick={() => setShown(false)} aria-expanded>
            {translate('admin.builder.preview_hide')}
          </Button>
        )}
      </Stack>
      {isPattern(url) ? (
        <Typography color="text.secondary">{translate('admin.builder.preview_none')}</Typography>
      ) : link.data ? (
        <Box
          component="iframe"
          key={`${version}-${reloads}`}
          ref={frameRef}
          src={link.data}
          title={title}
          // Busy until the page inside says it listens (preview-draft.ts): a click before then selects nothing.
          aria-busy="true"
          sx={{
            width: DEVICES[device].width,
            maxWidth: '100%',
            justifySelf: 'center',
            height: { xs: '70vh', md: 'calc(100vh - 220px)' },
            minHeight: 360,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
      ) : link.error ? (
        <Typography color="error">
          {translate('admin.builder.failed', { error: (link.error as Error).message })}
        </Typography>
      ) : (
        <Skeleton variant="rectangular" height={360} />
      )}
    </Box>
  );
}
