/** What the assistant says itself, and how its prompt names the language, per language. */
import type { Language } from '@symbol/contracts';

export interface AgentWords {
  /** Retrieval found nothing relevant. */
  unknown: string;
  /** The provider failed, timed out, or the day's cap is spent. */
  unavailable: string;
  /** No provider configured. */
  off: string;
  answerIn: string;
  /** The actions' links (ask.ts `actionsOf`). */
  search: string;
  progress: (project: string) => string;
  raised: (amounts: string, donors: number) => string;
  nothingYet: string;
  donate: (project: string) => string;
}

export const AGENT_WORDS: Record<Language, AgentWords> = {
  en: {
    unknown:
      'I don’t know: I found nothing about this on the site. A person from the foundation’s team can answer you — press “Talk to a person”.',
    unavailable:
      'I can’t answer right now. A person from the foundation’s team will answer you — press “Talk to a person”.',
    off: 'The assistant is not available. A person from the foundation’s team will answer you — press “Talk to a person”.',
    answerIn: 'English',
    search: 'Search the site for this',
    progress: (project) => `How “${project}” is doing`,
    raised: (amounts, donors) => `Raised ${amounts} from ${donors} ${donors === 1 ? 'donor' : 'donors'}`,
    nothingYet: 'No gifts yet: be the first',
    donate: (project) => `Donate to “${project}”`,
  },
  ru: {
    unknown:
      'Не знаю: на сайте я ничего об этом не нашёл. Вам ответит человек из команды фонда — нажмите «Позвать человека».',
    unavailable: 'Сейчас я не могу ответить. Вам ответит человек из команды фонда — нажмите «Позвать человека».',
    off: 'Помощник сейчас недоступен. Вам ответит человек из команды фонда — нажмите «Позвать человека».',
    answerIn: 'Russian',
    search: 'Поискать это на сайте',
    progress: (project) => `Как идут дела: «${project}»`,
    raised: (amounts, donors) => `Собрано ${amounts}, жертвователей: ${donors}`,
    nothingYet: 'Пожертвований пока нет: станьте первым',
    donate: (project) => `Помочь проекту «${project}»`,
  },
};
