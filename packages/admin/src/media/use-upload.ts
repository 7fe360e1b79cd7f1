/**
 * Uploads chosen or dropped files, one record each, one after the other (each is its own create: a file the
 * server refuses, say a type outside its list, leaves the others stored and says why beside its name).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import { FILES } from './files.ts';

export interface UploadItem {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

let next = 0;

export function useUpload(onUploaded?: (records: RaRecord[]) => void) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (files: File[]) => {
    const queued = files.map((file) => ({ file, key: `u${(next += 1)}` }));
    setItems((all) => [
      ...queued.map(({ file, key }) => ({ key, name: file.name, status: 'uploading' as const })),
      ...all.filter((item) => item.status !== 'done'),
    ]);
    const stored: RaRecord[] = [];
    for (const { file, key } of queued) {
      try {
        // The data provider sends `{ rawFile }` as the multipart file field `file`; the server measures it.
        const { data } = await dataProvider.create(FILES, { data: { file: { rawFile: file, title: file.name } } });
        stored.push(data);
        update(key, { status: 'done' });
      } catch (error) {
        update(key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
    await queryClient.invalidateQueries({ queryKey: [FILES] });
    if (stored.length) onUploaded?.(stored);
  };
  return { items, upload };
}
