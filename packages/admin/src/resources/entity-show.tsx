/**
 * A record no one edits (a read-only entity: the audit trail) shown whole: every field as the lists show it, its
 * JSON (an entry's before and after) in full.
 */
import type { Entity } from '@symbol/contracts/catalogue';
import { Box } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout } from 'react-admin';
import { columnFor, idColumn } from '../fields/field-column.tsx';
import { formatDateTime } from '../fields/datetime.ts';

export function entityShow(entity: Entity) {
  return function EntityShow() {
    return (
      <Show>
        <SimpleShowLayout>
          {idColumn()}
          {(['createdAt', 'updatedAt'] as const).map((name) => (
            <FunctionField key={name} source={name} render={(r: Record<string, unknown>) => formatDateTime(r[name])} />
          ))}
          {Object.entries(entity.fields)
            .filter(([, field]) => !field.private)
            .map(([name, field]) =>
              field.kind === 'json' ? (
                <FunctionField
                  key={name}
                  source={name}
                  render={(r: Record<string, unknown>) => (
                    <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}>
                      {r[name] == null ? '—' : JSON.stringify(r[name], null, 2)}
                    </Box>
                  )}
                />
              ) : (
                columnFor(name, field)
              ),
            )}
        </SimpleShowLayout>
      </Show>
    );
  };
}
