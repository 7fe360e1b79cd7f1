/**
 * A stored file: the current one previewed (image or video by mime type), a new one chosen to replace it.
 * The chosen file travels as a multipart file field of the same name (the data provider sends it).
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useInput, useRecordContext, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

export function FilePreview({ src, mimeType, alt }: { src?: string; mimeType?: string; alt: string }) {
  if (!src) return null;
  if (mimeType?.startsWith('video/'))
    return <video src={src} controls aria-label={alt} style={{ maxWidth: 240, maxHeight: 160 }} />;
  if (mimeType?.startsWith('image/') || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(src))
    return <img src={src} alt={alt} style={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain' }} />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      {src}
    </a>
  );
}

/** A stored path is served under the API's public path (`/public/...`); urls (FILES_PUBLIC_URL's too) as they are. */
export const publicUrl = (file: unknown) =>
  typeof file === 'string' && file ? (/^https?:\/\//.test(file) ? file : `/public${file}`) : undefined;

export function FileUploadInput({ source, label: given }: { source: string; label?: string }) {
  const translate = useTranslate();
  const label = useTranslateLabel()({ label: given, source, resource: useResourceContext() }) as string;
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source });
  const chosen = (field.value as { rawFile?: File } | null)?.rawFile;
  const preview = useMemo(() => (chosen ? URL.createObjectURL(chosen) : undefined), [chosen]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const current = chosen ? preview : publicUrl(field.value);
  const mimeType = chosen?.type ?? (record?.mimeType as string | undefined);
  const id = `file-${source}`;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2">
        {label ?? source}
      </Typography>
      <FilePreview src={current} mimeType={mimeType} alt={label ?? source} />
      {!current && <Typography variant="caption">{translate('admin.file.none')}</Typography>}
      <Box>
        <Button variant="outlined" component="label" size="small">
          {translate('admin.file.choose')}
          <input
            id={id}
            type="file"
            hidden
            aria-label={label ?? source}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) field.onChange({ rawFile: file, title: file.name });
            }}
          />
        </Button>
        {chosen && (
          <Typography variant="caption" sx={{ ml: 1 }}>
            {chosen.name}
          </Typography>
        )}
      </Box>
      {fieldState.error && (
        <Typography color="error" variant="caption">
          {fieldState.error.message}
        </Typography>
      )}
    </Stack>
  );
}
