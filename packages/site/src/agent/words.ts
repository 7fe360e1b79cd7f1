/** The assistant's words on the site, in each language (kept beside it, as the chat's are). */
import { useSite } from '../ui/site-context.tsx';

const en = {
  intro: 'Ask about the projects, donations, receipts or volunteering. The answer comes from this site’s pages.',
  off: 'Write your question and a person from the foundation’s team will answer you by e-mail.',
  question: 'Your question',
  placeholder: 'How do I get a receipt?',
  ask: 'Ask',
  asking: 'Looking for the answer…',
  you: 'You',
  assistant: 'Assistant',
  sources: 'Sources',
  nextSteps: 'What you can do next',
  talkToPerson: 'Talk to a person',
  handOverTitle: 'A person will answer',
  handOverLead: 'We send the team this conversation. Leave your e-mail for the answer.',
  email: 'Your e-mail',
  send: 'Send to the team',
  sending: 'Sending…',
  sent: 'Sent. A person from the team will answer you by e-mail.',
  cancel: 'Back to the assistant',
  failed: 'The question could not be sent. Try again in a minute.',
};

type AskWords = typeof en;

const ru: AskWords = {
  intro: 'Спросите о проектах, пожертвованиях, квитанциях или волонтёрстве. Ответ — по страницам этого сайта.',
  off: 'Напишите вопрос — вам ответит по почте человек из команды фонда.',
  question: 'Ваш вопрос',
  placeholder: 'Как получить квитанцию?',
  ask: 'Спросить',
  asking: 'Ищу ответ…',
  you: 'Вы',
  assistant: 'Помощник',
  sources: 'Источники',
  nextSteps: 'Что можно сделать дальше',
  talkToPerson: 'Позвать человека',
  handOverTitle: 'Ответит человек',
  handOverLead: 'Мы передадим команде этот разговор. Оставьте почту для ответа.',
  email: 'Ваша почта',
  send: 'Отправить команде',
  sending: 'Отправляю…',
  sent: 'Отправлено. Человек из команды ответит вам по почте.',
  cancel: 'Вернуться к помощнику',
  failed: 'Не удалось отправить вопрос. Попробуйте через минуту.',
};

export const ASK_WORDS = new Map<string, AskWords>([
  ['en', en],
  ['ru', ru],
]);

export function useAskWords(): AskWords {
  return ASK_WORDS.get(useSite().language) ?? en;
}
