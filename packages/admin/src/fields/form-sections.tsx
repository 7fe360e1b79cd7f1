/**
 * A form's inputs in two parts: the fields people edit, in catalogue order, then the technical ones (order
 * index, slug, class name, variant... declared in contracts' admin-tasks.ts) folded under "Advanced". The folded
 * inputs stay mounted, so their values are sent; the section opens by itself when one of them has an error.
 */
import { isAdvancedField, type Entity } from '@symbol/contracts/catalogue';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

function AdvancedSection({ names, children }: { names: string[]; children: ReactElement[] }) {
  const translate = useTranslate();
  const { errors } = useFormState({ name: names });
  const [open, setOpen] = useState(false);
  const failing = names.some((name) => Object.hasOwn(errors, name));
  return (
    <Accordion
      expanded={open || failing}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      variant="outlined"
      sx={{ width: '100%', my: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span">{translate('admin.form.advanced')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack sx={{ '& .MuiFormControl-root': { maxWidth: '100%' } }}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** `inputs` keyed by field name (inputFor's key): people's fields, then the technical ones under Advanced. */
export function sectioned(entity: Entity, inputs: ReactElement[]): ReactElement[] {
  const advanced = inputs.filter((input) => isAdvancedField(entity.key, String(input.key)));
  const main = inputs.filter((input) => !advanced.includes(input));
  if (!advanced.length) return main;
  return [
    ...main,
    <AdvancedSection key="advanced" names={advanced.map((input) => String(input.key))}>
      {advanced}
    </AdvancedSection>,
  ];
}
