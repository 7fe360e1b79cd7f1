/**
 * The signed-in person's API tokens (issue 38): name, scopes, modules, expiry, last use, state; a new one is made
 * in a dialog and shown once there, with a copy button and the warning that it will not be shown again; revoking
 * asks first in the admin's dialog. Reads and writes go through the tokens' own REST routes (the generic list and
 * forms do not fit: the entity is read-only to the generic API, and the token exists only in the create's answer).
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { API_TOKEN_SCOPES, MODULES } from '@symbol/contracts/constants';
import { formatDate } from '@symbol/contracts/intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useGetIdentity, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { http } from '../api/client.ts';

type Scope = (typeof API_TOKEN_SCOPES)[number];
type Module = (typeof MODULES)[number];

/** A token as the list answers it (the entity's public fields). */
interface Token {
  id: string;
  name: string;
  scopes: Scope[];
  modules: Module[] | null;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}
interface Made {
  id: string;
  name: string;
  token: string;
}

const PATH = '/api/rbac/api-tokens';
const LIMIT = 200;

function listPath(subjectId: string) {
  const filter = `filters[and][0][column]=subjectId&filters[and][0][method]=eq&filters[and][0][value]=${subjectId}`;
  return `${PATH}?${filter}&limit=${LIMIT}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function TokenList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const identity = useGetIdentity();
  const subjectId = identity.data?.id ? String(identity.data.id) : undefined;
  const queryKey = ['api-tokens', subjectId];
  const tokens = useQuery({
    queryKey,
    enabled: Boolean(subjectId),
    queryFn: async () => {
      const { data } = await http.request<Token[]>('GET', listPath(subjectId!));
      return [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const date = (value: string | null) => (value ? formatDate(value, locale) : translate('admin.tokens.never'));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('admin.tokens.title')}
        </Typography>
        <Button variant="contained" startIcon={<KeyIcon />} onClick={() => setCreating(true)} disabled={!subjectId}>
          {translate('admin.tokens.new')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        {translate('admin.tokens.intro')}
      </Typography>
      {tokens.isError && (
        <Alert severity="error">{translate('admin.tokens.load_failed', { error: messageOf(tokens.error) })}</Alert>
      )}
      {tokens.isPending && !tokens.isError && <Skeleton variant="rectangular" height={120} />}
      {tokens.data && !tokens.data.length && <Typography>{translate('admin.tokens.none')}</Typography>}
      {tokens.data && tokens.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.tokens.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.tokens.name')}</TableCell>
                <TableCell>{translate('admin.tokens.scopes')}</TableCell>
                <TableCell>{translate('admin.tokens.modules')}</TableCell>
                <TableCell>{translate('admin.tokens.expires')}</TableCell>
                <TableCell>{translate('admin.tokens.last_used')}</TableCell>
                <TableCell>{translate('admin.tokens.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.data.map((token) => {
                const expired = !token.revokedAt && token.expiresAt && new Date(token.expiresAt) <= new Date();
                return (
                  <TableRow key={token.id}>
                    <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{token.name}</TableCell>
                    <TableCell>
                      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                        {token.scopes.map((scope) => (
                          <Chip key={scope} size="small" label={translate(`admin.tokens.scope.${scope}`)} />
                        ))}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {token.modules?.length
                        ? token.modules.map((module) => translate(`modules.${module}`)).join(', ')
                        : translate('admin.tokens.all_modules')}
                    </TableCell>
                    <TableCell>{date(token.expiresAt)}</TableCell>
                    <TableCell>{date(token.lastUsedAt)}</TableCell>
                    <TableCell>
                      {token.revokedAt ? (
                        <Chip
                          size="small"
                          label={translate('admin.tokens.revoked', { date: formatDate(token.revokedAt, locale) })}
                        />
                      ) : expired ? (
                        <Chip size="small" color="warning" label={translate('admin.tokens.expired')} />
                      ) : (
                        <Chip size="small" color="success" label={translate('admin.tokens.active')} />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {!token.revokedAt && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={translate('admin.tokens.revoke.label', { name: token.name })}
                          onClick={() => setRevoking(token)}
                        >
                          {translate('admin.tokens.revoke.button')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && (
        <CreateDialog
          close={() => setCreating(false)}
          created={() => {
            void refresh();
          }}
        />
      )}
      {revoking && (
        <RevokeDialog
          token={revoking}
          close={() => setRevoking(null)}
          revoked={() => {
            void refresh();
          }}
        />
      )}
    </Box>
  );
}

/** The form, then (once made) the token shown once with its copy button and warning. */
function CreateDialog({ close, created }: { close: () => void; created: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [modules, setModules] = useState<Module[]>([]);
  const [expires, setExpires] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!scopes.length) return;
    setSaving(true);
    setError(null);
    try {
      const data = {
        name: name.trim(),
        scopes,
        ...(modules.length ? { modules } : {}),
        // The end of the chosen day in UTC: a token "until 1 December" works all of 1 December.
        ...(expires ? { expiresAt: `${expires}T23:59:59.999Z` } : {}),
      };
      const answer = await http.request<Made>('POST', PATH, { data });
      setMade(answer.data);
      created();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made!.token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  if (made)
    return (
      // Closed only by its button: a click beside it must not lose the one showing of the token.
      <Dialog open maxWidth="sm" fullWidth aria-labelledby="token-made-title">
        <DialogTitle id="token-made-title">{translate('admin.tokens.made.title', { name: made.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('admin.tokens.made.warning')}
          </Alert>
          <TextField
            label={translate('admin.tokens.made.token')}
            value={made.token}
            fullWidth
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            onFocus={(event) => event.target.select()}
          />
          {copied === 'failed' && <FormHelperText error>{translate('admin.tokens.made.copy_failed')}</FormHelperText>}
        </DialogContent>
        <DialogActions>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate(copied === 'yes' ? 'admin.tokens.made.copied' : 'admin.tokens.made.copy')}
          </Button>
          <Button variant="contained" onClick={close}>
            {translate('admin.tokens.made.done')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  const toggle = (scope: Scope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));
  return (
    <Dialog open onClose={saving ? undefined : close} maxWidth="sm" fullWidth aria-labelledby="token-new-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="token-new-title">{translate('admin.tokens.create.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {error && <Alert severity="error">{translate('admin.tokens.create.failed', { error })}</Alert>}
            <TextField
              label={translate('admin.tokens.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={translate('admin.tokens.create.name_help')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormControl error={!scopes.length} component="fieldset">
              <FormLabel component="legend">{translate('admin.tokens.create.scopes')}</FormLabel>
              <FormGroup>
                {API_TOKEN_SCOPES.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                    label={translate(`admin.tokens.scope_help.${scope}`)}
                  />
                ))}
              </FormGroup>
              {!scopes.length && <FormHelperText>{translate('admin.tokens.create.no_scope')}</FormHelperText>}
            </FormControl>
            <Autocomplete
              multiple
              options={[...MODULES]}
              value={modules}
              onChange={(_event, value) => setModules(value)}
              getOptionLabel={(module) => translate(`modules.${module}`)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('admin.tokens.create.modules')}
                  helperText={translate('admin.tokens.create.modules_help')}
                />
              )}
            />
            <TextField
              type="date"
              label={translate('admin.tokens.create.expires')}
              value={expires}
              onChange={(event) => setExpires(event.target.value)}
              helperText={translate('admin.tokens.create.expires_help')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {translate('admin.tokens.create.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !scopes.length || !name.trim()}>
            {translate('admin.tokens.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RevokeDialog({ token, close, revoked }: { token: Token; close: () => void; revoked: () => void }) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await http.request('DELETE', `${PATH}/${token.id}`);
      notify('admin.tokens.revoke.done', { type: 'info', messageArgs: { name: token.name } });
      revoked();
      close();
    } catch (error) {
      notify('admin.tokens.revoke.failed', { type: 'error', messageArgs: { error: messageOf(error) } });
      setPending(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={pending}
      title="admin.tokens.revoke.title"
      titleTranslateOptions={{ name: token.name }}
      content="admin.tokens.revoke.content"
      confirm="admin.tokens.revoke.confirm"
      cancel="admin.tokens.create.cancel"
      confirmColor="warning"
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
