/**
 * The signed-in subject, as the shop and chat widgets need it: its id and emails, or none. Reads the current
 * user call (`rbac.subject.authentication.me`, authenticated by the session cookie); the cart, checkout and
 * chats render only when it returns a subject (spec §6).
 */
import { trpc } from '../api/client.ts';

export interface CurrentSubject {
  id: string;
  emails: string[];
}

export function useSubject(): { subject?: CurrentSubject; loading: boolean } {
  const me = trpc.rbac.subject.authentication.me.useQuery(undefined, { retry: false, staleTime: 60_000 });
  if (!me.data) return { loading: me.isPending };
  const identities = (me.data.identities ?? []) as { email?: string | null }[];
  return {
    loading: false,
    subject: {
      id: String(me.data.id),
      emails: identities.flatMap((i) => (i.email ? [i.email] : [])),
    },
  };
}
