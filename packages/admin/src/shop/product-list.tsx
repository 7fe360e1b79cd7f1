/**
 * The product list: the generic list with two columns first, the product's thumbnail (its first image) and its
 * price per currency. A page's cells share one request (GET /api/ecommerce/products/cards for the page's ids).
 */
import { getEntity } from '@symbol/contracts/catalogue';
import { formatMoney } from '@symbol/contracts/intl';
import type { ProductCards } from '@symbol/contracts/shop';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FunctionField, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { http } from '../api/client.ts';
import { mediaSrc } from '../media/files.ts';
import { entityList } from '../resources/entity-list.tsx';

function useCard(id: string) {
  const { data } = useListContext();
  const ids = (data ?? []).map((record) => String(record.id));
  const cards = useQuery({
    queryKey: ['product-cards', ids],
    queryFn: async () =>
      (await http.request<ProductCards>('GET', `/api/ecommerce/products/cards?ids=${ids.join(',')}`)).data,
    enabled: ids.length > 0,
    staleTime: 10_000,
  });
  return cards.data?.find((card) => card.productId === id);
}

function Thumbnail({ record }: { record: RaRecord }) {
  const card = useCard(String(record.id));
  const src = mediaSrc(card?.image);
  return (
    <Box sx={{ width: 48, height: 36, borderRadius: 0.5, bgcolor: 'action.hover', overflow: 'hidden' }}>
      {src && (
        <img src={src} alt="" loading="lazy" style={{ width: 48, height: 36, objectFit: 'cover', display: 'block' }} />
      )}
    </Box>
  );
}

function Prices({ record }: { record: RaRecord }) {
  const card = useCard(String(record.id));
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!card) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {card.prices.map((p) => formatMoney(p.amount, p.currency, locale)).join(' · ') || translate('shop.no_price')}
    </Box>
  );
}

export const ProductList = entityList(getEntity('ecommerce/products'), false, [
  <FunctionField key="thumbnail" label="shop.thumbnail" sortable={false} render={(r) => <Thumbnail record={r} />} />,
  <FunctionField key="price" label="shop.price" sortable={false} render={(r) => <Prices record={r} />} />,
]);
