/**
 * Telegram (issue 40), shown only when the server has a bot: the sign-in button (Telegram's Login Widget, its
 * script loaded from telegram.org when the button shows; our own button opens its sign-in window), linking
 * Telegram to the account's identities, the one-time link that lets the bot send the account's notices, and the
 * chats so linked with a switch for each kind of notice (as the bot's `/receipts off` …) and an unlink.
 */
import { useEffect, useState } from 'react';
import type { TelegramSignIn } from '@symbol/contracts';
import { trpc } from '../api/client.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { useSite } from '../ui/site-context.tsx';
import { shownFailure } from '../api/errors.ts';
import { toast, toastSuccess } from '../ui/toast.ts';
import { useIdentityChanged } from './identity-dialogs.tsx';
import { AUTH_PATHS } from './paths.ts';
import { useGoTo } from './navigate.ts';
import { useSession } from './use-session.tsx';

const WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

interface TelegramLogin {
  auth(
    options: { bot_id: number; request_access?: 'write'; lang?: string },
    done: (user: TelegramSignIn | false) => void,
  ): void;
}
declare global {
  interface Window {
    Telegram?: { Login?: TelegramLogin };
  }
}

/** Loads Telegram's widget script once (unless the page already has its Login API). */
function useWidgetScript(enabled: boolean) {
  useEffect(() => {
    if (!enabled || window.Telegram?.Login || document.querySelector(`script[src="${WIDGET_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  }, [enabled]);
}

/** Asks Telegram who the visitor is (its sign-in window); null when they closed it. */
function askTelegram(botId: number, language: string): Promise<TelegramSignIn | null> {
  return new Promise((resolve, reject) => {
    const login = window.Telegram?.Login;
    if (!login) return reject(new Error('Telegram is not reachable'));
    login.auth({ bot_id: botId, request_access: 'write', lang: language }, (user) => resolve(user || null));
  });
}

function TelegramIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
      <path d="M9.78 15.27 9.6 19.3c.38 0 .55-.16.75-.36l1.8-1.72 3.73 2.73c.68.38 1.17.18 1.35-.63l2.45-11.48c.22-1.01-.36-1.4-1.02-1.16L4.26 12.2c-.98.38-.97.93-.17 1.18l3.68 1.15 8.55-5.4c.4-.26.77-.12.47.15z" />
    </svg>
  );
}

export function TelegramSignInButton() {
  const { words, language, telegramBot, authenticationSuccessUrl } = useSite();
  const session = useSession();
  const goTo = useGoTo();
  const signIn = trpc.rbac.subject.authentication.telegram.useMutation();
  useWidgetScript(!!telegramBot);
  if (!telegramBot) return null;
  const onClick = async () => {
    try {
      const user = await askTelegram(telegramBot.id, language);
      if (!user) return;
      session.signIn(await signIn.mutateAsync(user));
      goTo(authenticationSuccessUrl || AUTH_PATHS.home);
    } catch (error) {
      toast.error(`${words.telegramError} ${shownFailure(error, words, language)}`);
    }
  };
  return (
    <button
      type="button"
      className={`${buttonClass('outline')} mt-3 w-full gap-2 text-sky-800`}
      disabled={signIn.isPending}
      onClick={() => void onClick()}
    >
      <TelegramIcon />
      {signIn.isPending ? words.pending : words.telegramSignIn}
    </button>
  );
}

/** The account's identities: link Telegram (the same signed answer as the sign-in), and the bot's link. */
export function TelegramSettings({ subjectId }: { subjectId: string }) {
  const { words, language, telegramBot } = useSite();
  const changed = useIdentityChanged(subjectId);
  const link = trpc.rbac.subject.identities.telegram.useMutation();
  const code = trpc.telegram.linkCode.useMutation();
  const [botLink, setBotLink] = useState<{ url: string; code: string } | null>(null);
  useWidgetScript(!!telegramBot);
  if (!telegramBot) return null;
  const onLink = async () => {
    try {
      const user = await askTelegram(telegramBot.id, language);
      if (!user) return;
      await link.mutateAsync({ subjectId, data: user });
      toastSuccess(words.createdSuccessfully);
      await changed();
    } catch (error) {
      toast.error(`${words.telegramError} ${shownFailure(error, words, language)}`);
    }
  };
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200" aria-labelledby="telegram-title">
      <h2 id="telegram-title" className="font-serif text-xl text-stone-900">
        {words.telegramNotices}
      </h2>
      <p className="mt-2 text-stone-700">{words.telegramNoticesText}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          onClick={() => void onLink()}
          disabled={link.isPending}
        >
          {words.telegramLink}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={code.isPending}
          onClick={() => code.mutate({}, { onSuccess: (data) => setBotLink(data) })}
        >
          {words.telegramGetLink}
        </button>
      </div>
      <LinkedChats subjectId={subjectId} />
      {botLink && (
        <p className="mt-4 space-y-1 text-sm text-stone-700">
          <a className="font-semibold text-sky-800 underline" href={botLink.url} target="_blank" rel="noreferrer">
            {words.telegramOpenBot}
          </a>
          <span className="block font-mono">{words.telegramCode.replace('{code}', botLink.code)}</span>
        </p>
      )}
    </section>
  );
}

type ChatSwitch = 'receipts' | 'giftNotices' | 'staffNotices';

/** The account's linked chats, each with its notice switches (staff notices for staff only) and an unlink. */
function LinkedChats({ subjectId }: { subjectId: string }) {
  const { words, language } = useSite();
  const session = useSession();
  const utils = trpc.useUtils();
  const chats = trpc.telegram.accountChats.useQuery({ subjectId });
  const update = trpc.telegram.updateChat.useMutation();
  const unlink = trpc.telegram.unlinkChat.useMutation();
  const refresh = () => utils.telegram.accountChats.invalidate({ subjectId });
  const failed = (error: unknown) => toast.error(shownFailure(error, words, language));
  // Shown switched at once, in this component's own state (a change through the query's cache reached the page a tick
  // after the click, and a refetch under way could undo it); the failure of a switch puts it back and says so.
  const [switched, setSwitched] = useState<Record<string, boolean>>({});
  const setSwitch = (chatId: string, key: ChatSwitch, on: boolean) => {
    const at = `${chatId} ${key}`;
    setSwitched((all) => ({ ...all, [at]: on }));
    update.mutate(
      { subjectId, chatId, data: { [key]: on } },
      {
        onSuccess: () => toastSuccess(words.telegramSaved),
        onError: (error) => {
          failed(error);
          setSwitched(({ [at]: _undone, ...rest }) => rest);
        },
        onSettled: () => void refresh(),
      },
    );
  };
  if (chats.isPending) return <Skeleton className="mt-4 h-16" />;
  if (chats.isError)
    return (
      <p role="alert" className="mt-4 text-sm text-red-800">
        {shownFailure(chats.error, words, language)}
      </p>
    );
  if (chats.data.length === 0) return null;
  const staff = session.roles.some((role) => role.slug === 'admin');
  const switches: [ChatSwitch, string][] = [
    ['receipts', words.telegramReceipts],
    ['giftNotices', words.telegramGiftNotices],
    ...(staff ? [['staffNotices', words.telegramStaffNotices] as [ChatSwitch, string]] : []),
  ];
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-stone-900">{words.telegramChats}</h3>
      <ul className="mt-2 space-y-3">
        {chats.data.map((chat) => {
          const name = chat.username ? `@${chat.username}` : (chat.title ?? words.telegramPrivateChat);
          return (
            <li key={chat.id} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
              <fieldset>
                <legend className="font-medium text-stone-800">{words.telegramChat.replace('{name}', name)}</legend>
                <div className="mt-2 space-y-1">
                  {switches.map(([key, label]) => (
                    <label key={key} className="flex items-center gap-2 text-stone-700">
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-red-800"
                        checked={switched[`${chat.id} ${key}`] ?? chat[key]}
                        onChange={(event) => setSwitch(chat.id, key, event.target.checked)}
                      />
                      {label}
                    </label>
                  ))}
                </div>
                <button
                  type="button"
                  className={`${buttonClass('ghost', 'sm')} mt-2 text-red-800`}
                  disabled={unlink.isPending}
                  onClick={() =>
                    unlink.mutate({ subjectId, chatId: chat.id }, { onSuccess: () => void refresh(), onError: failed })
                  }
                >
                  {words.telegramUnlink}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
