/** The API tokens screen with its texts, loaded on first use (resources/resources.tsx). */
import { addScreenMessages } from '../i18n/index.ts';
import { tokensEn } from './messages.ts';
import { tokensRu } from './messages-ru.ts';

export { TokenList } from './token-list.tsx';
export const ready = addScreenMessages(tokensEn, tokensRu);
