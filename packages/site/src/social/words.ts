/**
 * The chat's own words beyond the site's shared ones (kept here, beside the chat, so the shared word lists
 * other work adds to stay untouched): the profile's Write button, the assistant's answer being written.
 */
import { useSite } from '../ui/site-context.tsx';

const en = {
  write: 'Write',
  writeTo: (name: string) => `Write to ${name}`,
  signInToWrite: 'Sign in to write',
  writeFailed: 'The chat could not be opened. Try again.',
  allChats: 'All chats',
  writing: 'is writing…',
};

type ChatWords = typeof en;

const ru: ChatWords = {
  write: 'Написать',
  writeTo: (name) => `Написать: ${name}`,
  signInToWrite: 'Войдите, чтобы написать',
  writeFailed: 'Не удалось открыть чат. Попробуйте ещё раз.',
  allChats: 'Все чаты',
  writing: 'печатает…',
};

export const CHAT_WORDS = new Map<string, ChatWords>([
  ['en', en],
  ['ru', ru],
]);

export function useChatWords(): ChatWords {
  return CHAT_WORDS.get(useSite().language) ?? en;
}
