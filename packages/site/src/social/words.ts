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
  talkToPerson: 'Talk to a person',
  handingOver: 'Sending…',
  talkToPersonHint: 'The team gets this conversation and answers by e-mail.',
  handedOver: (email: string) => `Sent to the team. A person will answer at ${email}.`,
  needEmail: 'Add an e-mail to your account first: the team answers by e-mail.',
  tooManyHandOvers: 'The team already has this conversation. Please wait for their answer.',
  handOverFailed: 'The conversation could not be sent. Try again.',
};

type ChatWords = typeof en;

const ru: ChatWords = {
  write: 'Написать',
  writeTo: (name) => `Написать: ${name}`,
  signInToWrite: 'Войдите, чтобы написать',
  writeFailed: 'Не удалось открыть чат. Попробуйте ещё раз.',
  allChats: 'Все чаты',
  writing: 'печатает…',
  talkToPerson: 'Позвать человека',
  handingOver: 'Отправляем…',
  talkToPersonHint: 'Команда получит этот разговор и ответит на почту.',
  handedOver: (email) => `Отправлено команде. Человек ответит на ${email}.`,
  needEmail: 'Сначала добавьте почту в аккаунт: команда отвечает по почте.',
  tooManyHandOvers: 'Команда уже получила этот разговор. Дождитесь, пожалуйста, ответа.',
  handOverFailed: 'Не удалось отправить разговор. Попробуйте ещё раз.',
};

export const CHAT_WORDS = new Map<string, ChatWords>([
  ['en', en],
  ['ru', ru],
]);

export function useChatWords(): ChatWords {
  return CHAT_WORDS.get(useSite().language) ?? en;
}
