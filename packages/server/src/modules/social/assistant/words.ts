/** What an assistant profile says itself, in the sender's language. */
import type { Language } from '@symbol/contracts';

export interface AssistantWords {
  offline: string;
  failed: string;
  /** Nothing on the site holds the answer. */
  unknown: string;
  /** The heading of the links under an answer. */
  sources: string;
  /** "Talk to a person" pressed: the conversation is with the team, who answer at this address. */
  handedOver: (email: string) => string;
}

export const ASSISTANT_WORDS = new Map<Language, AssistantWords>([
  [
    'en',
    {
      offline:
        'I am offline: no AI service is connected to this site, so I cannot answer. Please write to the foundation’s team instead.',
      failed:
        'I could not answer just now: the AI service did not respond. Please send your question again in a minute.',
      unknown:
        'I found nothing about this on the site, so I will not guess. The foundation’s team can answer you: write to them through the contact form.',
      sources: 'Sources:',
      handedOver: (email) =>
        `I have passed our conversation to the foundation’s team. A person will answer you by e-mail at ${email}.`,
    },
  ],
  [
    'ru',
    {
      offline:
        'Я сейчас не в сети: к сайту не подключён сервис ИИ, поэтому ответить я не могу. Напишите, пожалуйста, команде фонда.',
      failed: 'Не получилось ответить: сервис ИИ не отозвался. Отправьте вопрос ещё раз через минуту.',
      unknown:
        'На сайте я ничего об этом не нашёл и гадать не буду. Вам ответит команда фонда: напишите ей через форму обратной связи.',
      sources: 'Источники:',
      handedOver: (email) => `Я передал наш разговор команде фонда. Человек ответит вам на почту ${email}.`,
    },
  ],
]);
