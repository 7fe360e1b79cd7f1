/**
 * The page builder (route /builder/:id): the page's layouts and widgets as blocks beside the site in a preview
 * frame that follows what is typed in the side panel before it is saved; add a widget from the palette (one
 * server call), reorder, edit in the side panel, remove. Every change goes to a release (made on the first
 * change, kept per page), published in one click, scheduled or discarded.
 */
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Link,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useParams,
  useStore,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { dataProvider as scopedProvider, http } from '../api/client.ts';
import { representRecord } from '../catalogue.ts';
import type { AdminDataProvider } from '../data-provider.ts';
import { BlockList, blockName } from './block-list.tsx';
import { addWidget, loadBlocks, removeBlock, saveOrder, type Block } from './blocks.ts';
import { Palette } from './palette.tsx';
import { usePreviewDraft } from './preview-draft.ts';
import { PreviewFrame } from './preview-frame.tsx';
import { UnsavedValuesContext } from '../resources/unsaved-values.tsx';
import { ReleaseBar, useRelease } from './release-bar.tsx';
import { useReleaseScope } from './use-release-scope.ts';
import { WidgetPanel } from './widget-panel.tsx';
import { builderEn, builderRu } from './messages.ts';

/** A new widget's headline, in both languages whatever the editor's own (the editor replaces it). */
const builderHeadline = { en: builderEn.builder.headline, ru: builderRu.builder.headline };

/** Releases this tab made for a page: empty when made, so what was read live before stays true in them. */
const madeHere = new Set<string>();
const isMadeHere = (id: string) => madeHere.has(id);

/** The preview loads again this long after the last change (a burst of moves or saves is one reload). */
const PREVIEW_DEBOUNCE_MS = 400;

export const releaseStoreKey = (pageId: string) => `builder.release.${pageId}`;

/**
 * Open releases the builder made for this page before (in another tab, browser or session: the release a tab
 * chose is kept in that browser only), found by the titles it gives them in either language. Without them a
 * fresh session started one more release beside the one holding the editor's unpublished changes.
 */
function useEarlierReleases(page: RaRecord | undefined, enabled: boolean) {
  const dataProvider = useDataProvider();
  const titles = page
    ? [builderEn, builderRu].map((messages) =>
        messages.builder.release_title.replace('%{page}', representRecord(page, messages === builderEn ? 'en' : 'ru')),
      )
    : [];
  return useQuery({
    queryKey: ['builder-earlier-releases', page?.id, titles],
    enabled: enabled && titles.length > 0,
    queryFn: async () =>
      (
        await dataProvider.getList('system/releases', {
          filter: { status: 'open', title: titles },
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'createdAt', order: 'DESC' },
        })
      ).data,
  });
}

export function BuilderScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const [release, setRelease] = useStore<string | null>(releaseStoreKey(id), null);
  const current = useRelease(release);
  // A release published or discarded elsewhere is no longer where this page's changes go.
  useEffect(() => {
    if (current.data && current.data.status !== 'open') setRelease(null);
    if (current.error) setRelease(null);
  }, [current.data, current.error, setRelease]);
  const ready = useReleaseScope(release, isMadeHere);
  if (!ready) return <Skeleton variant="rectangular" height={320} sx={{ m: 2 }} />;
  return <Builder pageId={id} release={release} setRelease={setRelease} />;
}

function Builder({
  pageId,
  release,
  setRelease,
}: {
  pageId: string;
  release: string | null;
  setRelease: (id: string | null) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const language = locale === 'ru' ? 'ru' : 'en';
  const draft = usePreviewDraft(language);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: ['builder-blocks', pageId, release],
    queryFn: () => loadBlocks(pageId, release),
    // The release the first change just made holds nothing yet: the blocks stay on screen while it is read, so
    // the handle a keyboard user moved keeps the focus (a skeleton in between dropped it).
    placeholderData: (previous) => (release && isMadeHere(release) ? previous : undefined),
  });
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [editing, setEditing] = useState<Block | null>(null);
  const [asked, setAsked] = useState<RaRecord['id'][] | null>(null);
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef<Promise<void>>(Promise.resolve());
  // By key, not `page.refetch`: the first change makes the release, and the blocks are then read under a new key
  // (a closure of the render before it would refetch the old one).
  const reloadBlocks = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['builder-blocks', pageId] }),
    [queryClient, pageId],
  );
  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setVersion((v) => v + 1);
      void reloadBlocks();
    }, PREVIEW_DEBOUNCE_MS);
  }, [reloadBlocks]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Any save in the side panel (its form, its link tables) reloads the blocks and the preview.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') changed();
      }),
    [queryClient, changed],
  );

  const fail = (error: unknown) =>
    notify('admin.builder.failed', { type: 'error', messageArgs: { error: (error as Error).message } });
  const title = page.data ? representRecord(page.data.page, locale) : translate('admin.builder.title');

  /** The release changes go to: this page's, or a new one (the data provider points at it at once). */
  // One release however many changes start before the first has made it (keys pressed in a row): each change's
  // closure still sees no release.
  const creating = useRef<Promise<void> | null>(null);
  const ensureRelease = (): Promise<void> => {
    if (release || scopedProvider.release()) return Promise.resolve();
    creating.current ??= (async () => {
      const { data } = await http.request<{ id: string }>('POST', '/api/system/releases', {
        data: { title: translate('admin.builder.release_title', { page: title }) },
      });
      madeHere.add(data.id);
      scopedProvider.setRelease(data.id);
      setRelease(data.id);
    })().finally(() => {
      creating.current = null;
    });
    return creating.current;
  };
  const inRelease = async (work: () => Promise<void>) => {
    try {
      await ensureRelease();
      await work();
      changed();
    } catch (error) {
      fail(error);
    }
  };

  const earlier = useEarlierReleases(page.data?.page, !release);
  const blocks = page.data?.blocks ?? [];
  const shown = asked ? asked.flatMap((id) => blocks.filter((block) => block.link.id === id)) : blocks;
  const add = (variant: string) => {
    setPaletteOpen(false);
    return inRelease(async () => {
      const block = await addWidget({
        pageId,
        variant,
        adminTitle: `${title}: ${variant}`,
        title: { en: builderHeadline.en, ru: builderHeadline.ru },
      });
      notify('admin.builder.added', { type: 'success' });
      setEditing(block);
    });
  };
  const move = (from: number, to: number) => {
    const order = shown.map((block) => block.link.id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setAsked(order);
    // Saved one after another, each the whole order: two saves at once could land in either order.
    const save: Promise<void> = saving.current.then(() =>
      inRelease(async () => {
        await saveOrder(dataProvider, order);
        // A later move saves after this one: the blocks are read again once, after the last.
        if (saving.current !== save) return;
        await reloadBlocks();
        if (saving.current === save) setAsked(null);
      }),
    );
    saving.current = save;
  };
  const remove = (block: Block) => {
    if (!window.confirm(translate('admin.builder.confirm_remove'))) return;
    void inRelease(async () => {
      await removeBlock(dataProvider, block);
      await reloadBlocks();
      if (editing?.link.id === block.link.id) setEditing(null);
      notify('admin.builder.removed', { type: 'info' });
    });
  };
  // The editor reads the live record until its first save, which makes the release (`beforeWrite`): an editor
  // opened and closed unchanged leaves no empty release behind.
  const edit = (block: Block) => setEditing(block);
  const makeRelease = useRef(ensureRelease);
  makeRelease.current = ensureRelease;
  useEffect(() => {
    scopedProvider.beforeWrite(() => makeRelease.current());
    return () => scopedProvider.beforeWrite(null);
  }, []);

  return (
    // On a phone the panel's Save bar is fixed to the screen's bottom: room below the last block for it.
    <Box sx={{ p: { xs: 1, md: 2 }, pb: { xs: editing ? 10 : 1, md: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={translate('admin.builder.title')} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {translate('admin.builder.title')}: {title}
        </Typography>
        {page.data && <Chip variant="outlined" label={String(page.data.page.url)} />}
        <Button component={Link} to={`/host/pages/${pageId}`} size="small">
          {translate('admin.edit')}
        </Button>
      </Stack>
      <ReleaseBar
        id={release}
        onGone={() => {
          setEditing(null);
          setRelease(null);
          // The release just published or discarded is no longer one to continue in.
          void queryClient.invalidateQueries({ queryKey: ['builder-earlier-releases'] });
        }}
      />
      {!release && !!earlier.data?.length && (
        <Alert severity="info">
          {translate('admin.builder.earlier')}
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {earlier.data.map((other) => (
              <Stack
                component="li"
                key={other.id}
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {String(other.title)} · {String(other.id).slice(0, 8)}
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRelease(String(other.id))}
                  aria-label={`${translate('admin.builder.continue_in')}: ${String(other.title)} ${String(other.id).slice(0, 8)}`}
                >
                  {translate('admin.builder.continue_in')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      {page.error ? (
        <Alert severity="error">{translate('admin.builder.failed', { error: (page.error as Error).message })}</Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(320px, 2fr) minmax(0, 3fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="section"
            aria-label={translate('admin.builder.blocks')}
            sx={{ display: 'grid', gap: 2, minWidth: 0 }}
          >
            {editing?.embedded ? (
              <UnsavedValuesContext.Provider value={draft.report}>
                <WidgetPanel
                  key={String(editing.link.id)}
                  entity={editing.embedded.entity}
                  id={String(editing.embedded.record.id)}
                  name={blockName(editing, locale)}
                  onClose={() => setEditing(null)}
                />
              </UnsavedValuesContext.Provider>
            ) : (
              <>
                <Box>
                  <Typography variant="h6" component="h2">
                    {translate('admin.builder.layouts')}
                  </Typography>
                  {page.isPending ? (
                    <Skeleton width={200} />
                  ) : page.data!.layouts.length ? (
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                      {page.data!.layouts.map((layout) => (
                        <Chip key={layout.id} label={representRecord(layout, locale)} variant="outlined" />
                      ))}
                    </Stack>
                  ) : (
                    <Typography color="text.secondary">{translate('admin.builder.no_layouts')}</Typography>
                  )}
                </Box>
                <Box sx={{ display: 'grid', gap: 1 }}>
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                      {translate('admin.builder.widgets')}
                    </Typography>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPaletteOpen(true)}>
                      {translate('admin.builder.add')}
                    </Button>
                  </Stack>
                  {page.isPending ? (
                    <Skeleton variant="rectangular" height={160} />
                  ) : shown.length ? (
                    <BlockList blocks={shown} selected={null} onMove={move} onEdit={edit} onRemove={remove} />
                  ) : (
                    <Typography color="text.secondary">{translate('admin.builder.no_widgets')}</Typography>
                  )}
                </Box>
              </>
            )}
          </Box>
          {page.data && (
            <PreviewFrame
              release={release}
              url={String(page.data.page.url)}
              language={language}
              version={version}
              frameRef={draft.frame}
            />
          )}
        </Box>
      )}
      <Palette open={paletteOpen} onClose={() => setPaletteOpen(false)} onPick={(variant) => void add(variant)} />
    </Box>
  );
}
