/**
 * Who a subject is, for a person reading the audit or a record's History: its email, read for every subject
 * shown at once (their identity links, then those identities: two requests, whatever the number of rows).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

export function useSubjectEmails(subjectIds: string[]) {
  const dataProvider = useDataProvider();
  const ids = [...new Set(subjectIds)].sort();
  return useQuery({
    queryKey: ['subject-emails', ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      const { data: links } = await dataProvider.getList('rbac/subjects-to-identities', {
        filter: { subjectId: ids },
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'id', order: 'ASC' },
      });
      const { data: identities } = await dataProvider.getMany('rbac/identities', {
        ids: links.map((link) => link.identityId),
      });
      const emailOf = new Map(identities.map((identity) => [identity.id, identity.email as string | null]));
      const emails = new Map<string, string>();
      for (const link of links) {
        const email = emailOf.get(link.identityId);
        if (email && !emails.has(link.subjectId)) emails.set(link.subjectId, email);
      }
      return emails;
    },
  });
}

/** The subjects among the actors of audit entries or versions. */
export const subjectsOf = (rows: { actor: { kind: string; id: string | null } }[]) =>
  rows.flatMap((row) => (row.actor.kind === 'subject' && row.actor.id ? [row.actor.id] : []));
