/**
 * Everything the admin says in Russian (react-admin's own texts, ours, the catalogue's labels), in a chunk loaded
 * only when the admin is in Russian: at start when that is the kept choice, else when the operator switches
 * (index.ts). An English first screen does not carry it (issue 25: ≤ 200 kB gzip).
 */
import russianMessages from 'ra-language-russian';
import { historyRu } from '../history/messages-ru.ts';
import { shopRu } from '../shop/messages-ru.ts';
import { label } from './labels.ts';
import { listRu } from './list-words-ru.ts';
import { mediaRu } from './media-messages-ru.ts';
import { ru } from './messages-ru.ts';
import { tasksRu } from './tasks-messages-ru.ts';

/** The layers below the screens' texts, and above them (index.ts merges them in this order). */
export const russianBelow = [russianMessages, ru, mediaRu, shopRu, { admin: tasksRu }, { admin: historyRu }];
export const russianAbove = [listRu];
export const russianLabel = (name: string) => label(name, 'ru');
