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
  Confirm,
  Link,
  Title,
  useDataProvider,
  useLocaleState,
  useNotify,
  useParams,
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
import { ReleaseBar } from './release-bar.tsx';
import { isMadeHere, loadContextBar, markMadeHere, useCurrentRelease } from '../releases/release-context.tsx';
import { WidgetPanel } from './widget-panel.tsx';
import { builderEn, builderRu } from './messages.ts';

/** A new widget's headline, in both languages whatever the editor's own (the editor replaces it). */
const builderHeadline = { en: builderEn.builder.headline, ru: builderRu.builder.headline };

/**
 * Finds the field holding `text` in the block's editor once it is there, and focuses it: a translation's tab is
 * chosen first when the field is in a hidden one, and a nested item named by the text (a slide by its headline) is
 * opened on the way, at most one level a step. Gives up after a few seconds; answers a stop.
 */
function focusText(panel: { current: HTMLElement | null }, text: string): () => void {
  const wanted = text.trim();
  const opened = new Set<Element>();
  let tries = 0;
  const timer = setInterval(() => {
    const root = panel.current;
    if (!root || !wanted || ++tries > 50) return clearInterval(timer);
    const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
    // A shown one first (a text the same in two languages is in both tabs).
    const matching = fields.filter((candidate) => candidate.value.trim() === wanted);
    const field = matching.find((candidate) => candidate.offsetParent !== null) ?? matching[0];
    if (field) {
      clearInterval(timer);
      // Its tab among its own translations' tabs (every form's tabs have the same ids).
      const tabPanel = field.closest('[role="tabpanel"]');
      const tabId = tabPanel?.getAttribute('aria-labelledby');
      const tab = tabId ? tabPanel?.parentElement?.querySelector<HTMLElement>(`#${CSS.escape(tabId)}`) : null;
      if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
      requestAnimationFrame(() => {
        field.focus();
        field.scrollIntoView({ block: 'center' });
      });
      return;
    }
    const summaries = [...root.querySelectorAll<HTMLElement>('button, [role="button"]')].filter(
      (button) => !opened.has(button) && button.getAttribute('aria-expanded') === 'false',
    );
    // An item named by the text (a slide by its headline), else the only item of a nested list (the hero's one
    // slider), so the text two levels down is reached.
    const item =
      summaries.find((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().endsWith(` ${wanted}`),
      ) ??
      summaries.find((button) => {
        const accordion = button.closest('.MuiAccordion-root');
        const list = accordion?.parentElement;
        return (
          !!list &&
          button.closest('section[aria-label]') !== root &&
          [...list.children].filter((child) => child.classList.contains('MuiAccordion-root')).length === 1
        );
      });
    if (item) {
      opened.add(item);
      item.click();
    }
  }, 100);
  return () => clearInterval(timer);
}

/** The preview loads again this long after the last change (a burst of moves or saves is one reload). */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Open releases the builder made for this page before (in another tab, browser or session: the release a tab
 * chose is kept in that browser only), found by the titles it gives them in either language. Without them a
 * fresh session started one more release beside the one holding the editor's unpublished changes.
 */
function useEarlierReleases(page: RaRecord | undefined, enabled: boolean) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const titles = page
    ? [builderEn, builderRu].map((messages) =>
        messages.builder.release_title.replace('%{page}', representRecord(page, messages === builderEn ? 'en' : 'ru')),
      )
    : [];
  const options = {
    queryKey: ['builder-earlier-releases', page?.id, titles],
    queryFn: async () =>
      (
        await dataProvider.getList('system/releases', {
          filter: { status: 'open', title: titles },
          pagination: { page: 1, perPage: 5 },
          sort: { field: 'createdAt', order: 'DESC' },
        })
      ).data,
  };
  const query = useQuery({ ...options, enabled: enabled && titles.length > 0 });
  // Read again right before a release would be made: the list shown may predate a release another tab made
  // since (both tabs open on the page), or still be loading when the first change comes.
  const fresh = () => (titles.length ? queryClient.fetchQuery({ ...options, staleTime: 0 }) : Promise.resolve([]));
  return { ...query, fresh };
}

/**
 * The builder works in the editor's current release (releases/release-context.tsx: the data provider carries it
 * on every screen, published or discarded elsewhere it is dropped there).
 */
export function BuilderScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const [release, setRelease] = useCurrentRelease();
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
  // A click in the preview opens the block holding it, at the field holding the text clicked (focusText below).
  const selectRef = useRef<(widgetId: string, text: string) => void>(undefined);
  const draft = usePreviewDraft(language, (widgetId, text) => selectRef.current?.(widgetId, text));
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
  // A read still in flight is cancelled first: the release's first read starts as soon as the release is made,
  // before the change is written, and a query with no data yet is not refetched by `invalidateQueries` but
  // answered by that read (the blocks before the move). Shown once the move's own order was dropped, it put the
  // moved block back for a moment, and a second move from the keyboard then started from the old order.
  const reloadBlocks = useCallback(async () => {
    const queryKey = ['builder-blocks', pageId];
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient, pageId]);
  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setVersion((v) => v + 1);
      void reloadBlocks();
    }, PREVIEW_DEBOUNCE_MS);
  }, [reloadBlocks]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The first change waits for the release bar's code (ensureRelease): loaded now, it is here by then.
  useEffect(() => void loadContextBar().catch(() => undefined), []);
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
  const earlier = useEarlierReleases(page.data?.page, !release);
  const [wantsNew, setWantsNew] = useState(false);
  const creating = useRef<Promise<void> | null>(null);
  // Coming back to a page with an open release of the builder's (another tab, browser or day) continues in it:
  // a second release is started only when the editor asks for one.
  const ensureRelease = (): Promise<void> => {
    if (release || scopedProvider.release()) return Promise.resolve();
    creating.current ??= (async () => {
      // The release becomes current with its bar's code here (release-context.tsx says why); a failed load of it
      // does not stop the change.
      await loadContextBar().catch(() => undefined);
      const open = !wantsNew && (await earlier.fresh())[0];
      if (open) {
        scopedProvider.setRelease(String(open.id));
        setRelease(String(open.id));
        notify('admin.builder.continued', { type: 'info', messageArgs: { title: String(open.title) } });
        return;
      }
      const { data } = await http.request<{ id: string }>('POST', '/api/system/releases', {
        data: { title: translate('admin.builder.release_title', { page: title }) },
      });
      markMadeHere(data.id);
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
  // Asked in the admin's own dialog, naming the block.
  const [removing, setRemoving] = useState<Block | null>(null);
  const remove = (block: Block) =>
    void inRelease(async () => {
      await removeBlock(dataProvider, block);
      await reloadBlocks();
      if (editing?.link.id === block.link.id) setEditing(null);
      notify('admin.builder.removed', { type: 'info' });
    });
  const panelRef = useRef<HTMLElement | null>(null);
  const [wanted, setWanted] = useState<{ text: string } | null>(null);
  selectRef.current = (widgetId, text) => {
    const block = blocks.find((candidate) => String(candidate.widget?.id) === widgetId);
    if (!block?.embedded) return;
    setEditing(block);
    setWanted({ text });
  };
  useEffect(() => {
    if (!wanted || !editing) return;
    const stop = focusText(panelRef, wanted.text);
    return stop;
  }, [wanted, editing]);
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
      {!release && !wantsNew && !!earlier.data?.length && (
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
          <Button size="small" sx={{ mt: 1 }} onClick={() => setWantsNew(true)}>
            {translate('admin.builder.release_new')}
          </Button>
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
            ref={panelRef}
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
                    <BlockList blocks={shown} selected={null} onMove={move} onEdit={edit} onRemove={setRemoving} />
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
      <Confirm
        isOpen={!!removing}
        title={translate('admin.builder.confirm_remove', { name: removing ? blockName(removing, locale) : '' })}
        content="admin.builder.confirm_remove_hint"
        confirm="admin.builder.remove"
        confirmColor="warning"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const block = removing;
          setRemoving(null);
          if (block) remove(block);
        }}
      />
      <Palette open={paletteOpen} onClose={() => setPaletteOpen(false)} onPick={(variant) => void add(variant)} />
    </Box>
  );
}
