/**
 * The palette: one card per widget variant, each with its picture from the seeded site and its readable name
 * (variant-names.ts) above its identifier; a click adds it.
 */
import {
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Dialog,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { variantName } from './variant-names.ts';
import { PALETTE_ENTITY, PALETTE_VARIANTS, variantPicture } from './variants.ts';
import { CardList } from '../layout/card-list.tsx';

export function Palette({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (variant: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="builder-palette">
      <DialogTitle id="builder-palette">{translate('admin.builder.palette')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('admin.builder.palette_hint')}
        </Typography>
        <CardList min={220}>
          {PALETTE_VARIANTS.map((variant) => (
            <Card component="li" key={variant} variant="outlined">
              <CardActionArea onClick={() => onPick(variant)}>
                <CardMedia
                  component="img"
                  image={variantPicture(PALETTE_ENTITY, variant)}
                  alt=""
                  loading="lazy"
                  sx={{ height: 130, objectFit: 'cover', objectPosition: 'top', bgcolor: 'grey.100' }}
                />
                <CardContent sx={{ py: 1 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {variantName(variant, locale)}
                  </Typography>
                  {/* The identifier too: what the variant lists and the site's code call it. */}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {variant}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </CardList>
      </DialogContent>
    </Dialog>
  );
}
