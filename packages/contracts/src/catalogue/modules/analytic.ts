import { entity } from '../entity.ts';
import { content } from '../fields.ts';

export const analytic = [entity('analytic', 'widgets', { ...content() })];
