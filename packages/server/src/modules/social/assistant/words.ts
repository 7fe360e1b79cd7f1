/** What an assistant profile says itself, in the sender's language. */
import type { Language } from '@symbol/contracts';

export interface AssistantWords {
  offline: string;
  failed: string;
  /** The language's name as the system prompt asks for it. */
  answerIn: string;
}

export const ASSISTANT_WORDS = new Map<Language, AssistantWords>([
  [
    'en',
    {
      offline:
        'I am offline: no AI service is connected to this site, so I cannot answer. Please write to the foundation’s team instead.',
      failed:
        'I could not answer just now: the AI service did not respond. Please send your question again in a minute.',
      answerIn: 'Answer in English.',
    },
  ],
  [
    'ru',
    {
      offline:
        'Я сейчас не в сети: к сайту не подключён сервис ИИ, поэтому ответить я не могу. Напишите, пожалуйста, команде фонда.',
      failed: 'Не получилось ответить: сервис ИИ не отозвался. Отправьте вопрос ещё раз через минуту.',
      answerIn: 'Отвечай по-русски.',
    },
  ],
]);
