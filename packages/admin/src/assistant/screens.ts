/** The assistant screen with its texts, loaded on first use (resources/resources.tsx). */
import { addScreenMessages } from '../i18n/index.ts';
import { assistantEn } from './messages.ts';
import { assistantRu } from './messages-ru.ts';

export { AssistantList } from './assistant-list.tsx';
export const ready = addScreenMessages(assistantEn, assistantRu);
