/**
 * A profile's chats kept live in the cached list: the server's event stream (cookie-authenticated,
 * reconnecting with Last-Event-ID by itself) brings new messages, an assistant's answer as it is written
 * (`draft`: the text so far under the final message's id) and reactions; each updates the list in place.
 */
import { useEffect } from 'react';
import { trpc } from '../api/client.ts';
import type { Outputs } from '../api/types.ts';

/** A chat with its member profiles and latest messages, as `social.subjectChats.list` answers it. */
export type Chat = Outputs['social']['subjectChats']['list'][number];
/** `draft`: an answer still being written (not stored yet: no reactions). */
export type Message = Chat['messages'][number] & { draft?: boolean };
export type Reaction = Message['reactions'][number];
export type ListInput = { subjectId: string; profileId: string; data: { messagesLimit: number } };

export const MESSAGES_SHOWN = 20;

/** Adds a message to its chat, or replaces the one with its id (a draft by its final text). */
export function withMessage(chats: Chat[] | undefined, message: Message): Chat[] | undefined {
  return chats?.map((chat) => {
    if (chat.id !== message.chatId) return chat;
    const at = chat.messages.findIndex((m) => m.id === message.id);
    if (at < 0) return { ...chat, messages: [...chat.messages, message].slice(-MESSAGES_SHOWN) };
    // The stored message never goes back to a draft (a late draft event after the message).
    if (message.draft && !(chat.messages[at] as Message).draft) return chat;
    return { ...chat, messages: chat.messages.map((m, i) => (i === at ? message : m)) };
  });
}

export function withReactions(chats: Chat[] | undefined, messageId: string, reactions: Reaction[]) {
  return chats?.map((chat) => ({
    ...chat,
    messages: chat.messages.map((m) => (m.id === messageId ? { ...m, reactions } : m)),
  }));
}

export function useLiveChats(input: ListInput) {
  const utils = trpc.useUtils();
  useEffect(() => {
    const source = new EventSource(
      `/api/rbac/subjects/${input.subjectId}/social-module/profiles/${input.profileId}/chats/events`,
    );
    const update = (change: (chats: Chat[] | undefined) => Chat[] | undefined) =>
      utils.social.subjectChats.list.setData(input, change);
    const read = <T>(event: Event) => JSON.parse((event as MessageEvent<string>).data) as T;
    source.addEventListener('message', (event) => {
      const { message } = read<{ message: Message }>(event);
      update((chats) => withMessage(chats, message));
    });
    source.addEventListener('draft', (event) => {
      const { message } = read<{ message: Message }>(event);
      update((chats) => withMessage(chats, { ...message, draft: true }));
    });
    source.addEventListener('reaction', (event) => {
      const data = read<{
        messageId: string;
        profileId: string;
        emoji: string;
        reacted: boolean;
        reactions: Reaction[];
      }>(event);
      update((chats) => {
        const before = chats?.flatMap((c) => c.messages).find((m) => m.id === data.messageId)?.reactions ?? [];
        const mineBefore = new Set(before.filter((r) => r.reacted).map((r) => r.emoji));
        if (data.profileId === input.profileId) {
          if (data.reacted) mineBefore.add(data.emoji);
          else mineBefore.delete(data.emoji);
        }
        return withReactions(
          chats,
          data.messageId,
          data.reactions.map((r) => ({ ...r, reacted: mineBefore.has(r.emoji) })),
        );
      });
    });
    source.addEventListener('chat', () => void utils.social.subjectChats.list.invalidate(input));
    return () => source.close();
    // The input is rebuilt each render; the stream depends on the subject and the profile only.
  }, [input.subjectId, input.profileId]);
}
