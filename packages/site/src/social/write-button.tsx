/**
 * "Write" on a social profile: opens the signed-in visitor's chat of two with it (made on the first click,
 * the same one afterwards) and goes to it. A visitor without an account is sent to sign in; a visitor's own
 * profile has no button.
 */
import { useState } from 'react';
import { useLive } from '../ui/island.ts';
import { trpc } from '../api/client.ts';
import { useGoTo } from '../session/navigate.ts';
import { AUTH_PATHS } from '../session/paths.ts';
import { useSession } from '../session/use-session.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { useChatWords } from './words.ts';

export const CHATS_ADDRESS = '/social/chats';

export function WriteButton({ profileId, name }: { profileId: string; name: string }) {
  const words = useChatWords();
  useLive();
  const session = useSession();
  const subjectId = session.isSignedIn ? session.subjectId : undefined;
  const mine = trpc.social.subjectProfiles.useQuery({ subjectId: subjectId ?? '' }, { enabled: !!subjectId });
  const utils = trpc.useUtils();
  const direct = trpc.social.subjectChats.direct.useMutation({ meta: { toast: false } });
  const goTo = useGoTo();
  const [failed, setFailed] = useState(false);
  if (session.status === 'loading') return null;
  if (!subjectId)
    return (
      <SiteLink
        address={AUTH_PATHS.selectMethod}
        className={`${buttonClass('outline', 'sm')} mt-3`}
        title={words.signInToWrite}
      >
        {words.write}
        <span className="sr-only"> — {words.signInToWrite}</span>
      </SiteLink>
    );
  const own = mine.data?.[0];
  if (!own || mine.data?.some((p) => p.id === profileId)) return null;
  const open = () => {
    setFailed(false);
    direct.mutate(
      { subjectId, profileId: own.id, data: { profileId } },
      {
        onSuccess: (chat) => {
          void utils.social.subjectChats.list.invalidate();
          goTo(`${CHATS_ADDRESS}?chat=${chat.id}`);
        },
        onError: () => setFailed(true),
      },
    );
  };
  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={open}
        disabled={direct.isPending}
        aria-label={words.writeTo(name)}
        className={`${buttonClass('primary', 'sm')} focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none disabled:opacity-60`}
      >
        {words.write}
      </button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {words.writeFailed}
        </p>
      )}
    </div>
  );
}
