/**
 * The subject the shop and chat widgets act for, from the site's session (`useSession`): its id and emails
 * when `me` returns a subject (a guest's anonymous one included), and `ensureSubject` to start a guest's
 * session when a flow needs one (adding to the cart).
 */
import { useSession } from '../session/use-session.tsx';

export interface CurrentSubject {
  id: string;
  emails: string[];
}

export function useSubject() {
  const session = useSession();
  const subject: CurrentSubject | undefined = session.subjectId
    ? { id: session.subjectId, emails: session.identities.flatMap((i) => (i.email ? [i.email] : [])) }
    : undefined;
  return { subject, loading: session.status === 'loading', ensureSubject: session.ensureSubject };
}
