/** A titled part of a screen (an order's lines, a customer's orders): a card named by its heading. */
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
