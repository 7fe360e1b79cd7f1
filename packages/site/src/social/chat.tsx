/**
 * The chat list of one of the signed-in subject's social profiles (spec §2 "Social"): each chat's
 * description and latest messages (each with its author's title in the current language and its reactions),
 * a send form (description required) and new messages and reactions from others live over the server's
 * event stream. One request for the subject's profiles, one for the chats with their messages; the stream
 * updates the cached list in place (no refetch per event). The chat overview (the original's
 * `chat-overview-default`, issue 21) is the same list narrowed to one chat: the one the page's `?chat=` names,
 * else the first.
 */
import { LANGUAGES } from '@symbol/contracts/constants';
import { formatShortDateTime } from '@symbol/contracts/intl';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';
import type { VariantProps } from '../registry/registry.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { SkeletonRows } from '../ui/skeleton.tsx';
import { useSite } from '../ui/site-context.tsx';
import { useSearchParam } from '../ui/hydrated.ts';
import { SiteLink } from '../ui/site-link.tsx';
import { localized, useShopWords } from '../shop/words.ts';
import { toastSuccess } from '../ui/toast.ts';
import { useSubject } from '../shop/subject.ts';
import { MESSAGES_SHOWN, useLiveChats, withMessage, withReactions, type Chat, type Message } from './live-chats.ts';
import { useChatWords } from './words.ts';
import { CHATS_ADDRESS } from './write-button.tsx';

type ProfileCard = Outputs['social']['subjectProfiles'][number];

/** An assistant profile's variant: its chat offers "Talk to a person". */
const ASSISTANT_VARIANT = 'artificial-intelligence';

/** The emoji offered under each message. */
export const REACTIONS = ['👍', '❤️', '🙏'] as const;

/** Every chat, or the one `?chat=` names ("Write" on a profile leads there) with a way back to all. */
export function ChatListWidget(_: VariantProps) {
  const named = useSearchParam('chat');
  const words = useChatWords();
  if (!named) return <SubjectChats />;
  return (
    <div className="space-y-4">
      <SiteLink address={CHATS_ADDRESS} className="text-sm text-red-800 underline-offset-4 hover:underline">
        ← {words.allChats}
      </SiteLink>
      <SubjectChats only={named} />
    </div>
  );
}

export function ChatOverviewWidget(_: VariantProps) {
  const named = useSearchParam('chat');
  return <SubjectChats only={named ?? 'first'} />;
}

/** The chats of the subject's profile (the url's profile when it is one of them, else its first). */
function SubjectChats({ only }: { only?: string }) {
  const { subject, loading } = useSubject();
  const { w } = useShopWords();
  const segment = useSite().page?.segments['social.profiles.slug']?.record;
  const profiles = trpc.social.subjectProfiles.useQuery({ subjectId: subject?.id ?? '' }, { enabled: !!subject });
  if (!subject)
    return loading ? (
      <SkeletonRows heights={['h-12', 'h-24', 'h-12']} />
    ) : (
      <p className="text-stone-600">{w.signInFirst}</p>
    );
  if (profiles.error) throw profiles.error;
  if (!profiles.data) return <SkeletonRows heights={['h-12', 'h-24', 'h-12']} />;
  const mine = profiles.data;
  const profile = mine.find((p) => p.id === segment?.id) ?? mine[0];
  if (!profile) return <p className="text-stone-600">{w.noProfile}</p>;
  return <Chats subjectId={subject.id} profile={profile} only={only} />;
}

/** `only`: one chat by id, or the first; every chat without it. */
function Chats({ subjectId, profile, only }: { subjectId: string; profile: ProfileCard; only?: string }) {
  const { w } = useShopWords();
  const input = { subjectId, profileId: profile.id, data: { messagesLimit: MESSAGES_SHOWN } };
  const chats = trpc.social.subjectChats.list.useQuery(input, { staleTime: 0 });
  useLiveChats(input);
  if (chats.error) throw chats.error;
  if (!chats.data) return <SkeletonRows heights={['h-12', 'h-24', 'h-12']} />;
  const all = chats.data;
  if (!all.length) return <p className="text-stone-600">{w.noChats}</p>;
  const list = only === undefined ? all : all.filter((chat, i) => (only === 'first' ? i === 0 : chat.id === only));
  if (!list.length) return <p className="text-stone-600">{w.chatNotFound}</p>;
  return (
    <div className="space-y-8">
      {list.map((chat) => (
        <ChatCard key={chat.id} chat={chat} me={profile} subjectId={subjectId} />
      ))}
    </div>
  );
}

function ChatCard({ chat, me, subjectId }: { chat: Chat; me: ProfileCard; subjectId: string }) {
  const { language, w } = useShopWords();
  const others = chat.profiles.filter((p) => p.id !== me.id);
  return (
    <article data-chat={chat.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <header className="border-b border-stone-200 bg-stone-50 px-5 py-4">
        <h3 className="font-serif text-xl text-stone-900">
          {chat.description || others.map((p) => localized(p.title, language)).join(', ')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          {w.members}:{' '}
          {chat.profiles.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}
              <SiteLink address={`/social/profiles/${p.slug}`} className="underline-offset-4 hover:underline">
                {localized(p.title, language)}
              </SiteLink>
              {p.id === me.id && ` (${w.you})`}
            </span>
          ))}
        </p>
      </header>
      <ol aria-live="polite" className="max-h-[28rem] space-y-3 overflow-y-auto px-5 py-4">
        {chat.messages.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            mine={message.profileId === me.id}
            chat={chat}
            me={me}
            subjectId={subjectId}
          />
        ))}
      </ol>
      <SendForm chat={chat} me={me} subjectId={subjectId} />
      {others.some((p) => p.variant === ASSISTANT_VARIANT) && (
        <TalkToPerson chat={chat} me={me} subjectId={subjectId} />
      )}
    </article>
  );
}

function MessageCard({
  message,
  mine,
  chat,
  me,
  subjectId,
}: {
  message: Message;
  mine: boolean;
  chat: Chat;
  me: ProfileCard;
  subjectId: string;
}) {
  const { language, w } = useShopWords();
  const words = useChatWords();
  const utils = trpc.useUtils();
  const react = trpc.social.subjectChats.react.useMutation();
  const input = { subjectId, profileId: me.id, data: { messagesLimit: MESSAGES_SHOWN } };
  const toggle = (emoji: string) =>
    react.mutate(
      { subjectId, profileId: me.id, chatId: chat.id, messageId: message.id, data: { emoji } },
      {
        onSuccess: (answer) =>
          utils.social.subjectChats.list.setData(input, (old) => withReactions(old, message.id, answer.reactions)),
      },
    );
  const counts = new Map(message.reactions.map((r) => [r.emoji, r]));
  const author = message.profile ? localized(message.profile.title, language) : '';
  const time = formatShortDateTime(message.createdAt, language);
  return (
    <li data-message={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? 'bg-red-800 text-white' : 'bg-stone-100 text-stone-900'}`}
      >
        <p className={`text-xs font-semibold ${mine ? 'text-red-100' : 'text-stone-600'}`}>
          {author} · {message.draft ? <span>{words.writing}</span> : <time dateTime={message.createdAt}>{time}</time>}
        </p>
        <p className="break-words whitespace-pre-wrap">
          <LinkedText text={message.description ?? ''} mine={mine} />
        </p>
        {/* A draft is not stored yet: nothing to react to. */}
        {!message.draft && (
          <div className="mt-1 flex flex-wrap gap-1" role="group" aria-label={w.reactWith}>
            {[...new Set([...REACTIONS, ...counts.keys()])].map((emoji) => {
              const r = counts.get(emoji);
              return (
                <button
                  key={emoji}
                  type="button"
                  aria-pressed={!!r?.reacted}
                  aria-label={`${w.reactWith} ${emoji}${r ? ` (${r.count})` : ''}`}
                  disabled={react.isPending}
                  onClick={() => toggle(emoji)}
                  className={`rounded-full px-2 py-0.5 text-sm focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:outline-none ${
                    r?.reacted
                      ? 'bg-amber-200 text-stone-900'
                      : mine
                        ? 'bg-red-900/40 text-white'
                        : 'bg-white text-stone-700'
                  } ${r ? '' : 'opacity-60 hover:opacity-100'}`}
                >
                  {emoji}
                  {r ? ` ${r.count}` : ''}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </li>
  );
}

function SendForm({ chat, me, subjectId }: { chat: Chat; me: ProfileCard; subjectId: string }) {
  const { language, w } = useShopWords();
  const id = useId();
  const utils = trpc.useUtils();
  const [description, setDescription] = useState('');
  const send = trpc.social.subjectChats.send.useMutation();
  const input = { subjectId, profileId: me.id, data: { messagesLimit: MESSAGES_SHOWN } };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) return;
    send.mutate(
      {
        subjectId,
        profileId: me.id,
        chatId: chat.id,
        data: { description, language: LANGUAGES.find((known) => known === language) },
      },
      {
        onSuccess: (message) => {
          setDescription('');
          utils.social.subjectChats.list.setData(input, (old) => withMessage(old, message));
          toastSuccess(w.messageCreatedSuccessfully);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 px-5 py-4">
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          {w.message}
        </label>
        <textarea
          id={id}
          name="description"
          required
          minLength={1}
          rows={2}
          value={description}
          placeholder={w.message}
          onChange={(e) => setDescription(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
          className="block w-full resize-none rounded-md border border-stone-300 px-3 py-2 focus:border-red-800 focus:ring-2 focus:ring-red-800/30 focus:outline-none"
        />
      </div>
      <button type="submit" disabled={send.isPending} className={`${buttonClass('primary')} disabled:opacity-60`}>
        {send.isPending ? w.sending : w.send}
      </button>
    </form>
  );
}

/**
 * "Talk to a person" under a chat with the assistant: the conversation goes to the foundation's team, who answer by
 * the account's e-mail; the assistant's message saying so arrives through the chat's live stream.
 */
function TalkToPerson({ chat, me, subjectId }: { chat: Chat; me: ProfileCard; subjectId: string }) {
  const { language } = useShopWords();
  const words = useChatWords();
  const handOver = trpc.social.subjectChats.handOver.useMutation();
  const status = handOver.error?.data?.httpStatus;
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 bg-stone-50 px-5 py-3">
      <button
        type="button"
        // Sent once: the team has the conversation (a new visit offers it again).
        disabled={handOver.isPending || handOver.isSuccess}
        onClick={() =>
          handOver.mutate({
            subjectId,
            profileId: me.id,
            chatId: chat.id,
            data: { language: LANGUAGES.find((known) => known === language) },
          })
        }
        className={`${buttonClass('secondary')} disabled:opacity-60`}
      >
        {handOver.isPending ? words.handingOver : words.talkToPerson}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {handOver.isSuccess
          ? words.handedOver(handOver.data.email)
          : handOver.isError
            ? status === 400
              ? words.needEmail
              : status === 429
                ? words.tooManyHandOvers
                : words.handOverFailed
            : words.talkToPersonHint}
      </p>
    </div>
  );
}

/** A web address, or a site path with its language (the assistant's sources: `/en/projects/…`), standing alone. */
const ADDRESS = /(?<=^|\s)(https?:\/\/[^\s]+|\/(?:en|ru)\/[^\s]*)/g;

/** A message's text with its addresses as links (React escapes the rest: never HTML from a message). */
function LinkedText({ text, mine }: { text: string; mine: boolean }) {
  const parts = text.split(ADDRESS);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a
        key={i}
        href={part}
        className={`underline underline-offset-2 ${mine ? 'text-white' : 'text-red-800'}`}
        {...(part.startsWith('http') && { rel: 'noopener noreferrer nofollow', target: '_blank' })}
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}
