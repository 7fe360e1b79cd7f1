/** The shop screens' reads: the records a product screen picks from, each one bounded request. */
import type { EntityOf, EntityRow } from '@symbol/contracts/catalogue';
import type { ProductEditorData } from '@symbol/contracts/shop';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/client.ts';

type Row<K extends Parameters<typeof listOf>[0]> = EntityRow<EntityOf<K>>;

/** The first 200 records of a collection (a shop has a handful of currencies and stores). */
function listOf(
  key: 'billing/currencies' | 'ecommerce/stores' | 'ecommerce/categories' | 'ecommerce/products' | 'file-storage/files',
) {
  const filter =
    key === 'file-storage/files'
      ? '&filters[and][0][column]=mimeType&filters[and][0][method]=like&filters[and][0][value]=image%2F%25'
      : '';
  return http.request<unknown[]>('GET', `/api/${key}?limit=200${filter}`).then((r) => r.data);
}

export const useRecords = <K extends Parameters<typeof listOf>[0]>(key: K) =>
  useQuery({
    queryKey: ['shop-records', key],
    queryFn: async () => (await listOf(key)) as Row<K>[],
    staleTime: 30_000,
  });

export const editorPath = (id: string) => `/api/ecommerce/products/${id}/editor`;

export const useProductEditor = (id: string | undefined) =>
  useQuery({
    queryKey: ['product-editor', id],
    queryFn: async () => (await http.request<ProductEditorData>('GET', editorPath(id!))).data,
    enabled: !!id,
    retry: false,
  });
