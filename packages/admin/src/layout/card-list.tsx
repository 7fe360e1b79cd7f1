import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A list of cards in as many columns as fit, each at least `min` px wide (one column on a phone). */
export const CardList = ({ min, children }: { min: number; children: ReactNode }) => (
  <Box
    component="ul"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))`,
    }}
  >
    {children}
  </Box>
);
