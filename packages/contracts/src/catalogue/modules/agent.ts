import { entity } from '../entity.ts';
import { content } from '../fields.ts';

export const agent = [entity('agent', 'widgets', { ...content() })];
