/** The inbox's screens with their texts, loaded on first use (resources/resources.tsx). */
import { addScreenMessages } from '../i18n/index.ts';
import { inboxEn } from './messages.ts';
import { inboxRu } from './messages-ru.ts';

export { InboxList } from './inbox-list.tsx';
export { RequestShow } from './request-show.tsx';
export const ready = addScreenMessages(inboxEn, inboxRu);
