import { entity } from '../entity.ts';
import { content } from '../fields.ts';

export const broadcast = [entity('broadcast', 'widgets', { ...content() })];
