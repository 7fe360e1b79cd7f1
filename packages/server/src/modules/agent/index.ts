import type { ModuleDefinition } from '../definition.ts';
import { insertDefaultAgent, insertHandOverForm } from './defaults.ts';
import { embeddingPass, prepareEmbeddings } from './embeddings.ts';
import { agentProcedures } from './procedures.ts';
import { agentRoutes } from './rest.ts';

/** The chat's assistant profiles (social) answer from the same grounding, words and cap. */
export { ground, loadAgent, sourcesOf } from './ask.ts';
export { NO_ANSWER } from './prompt.ts';
export { addTokens, tokensUsed } from './usage.ts';
export { estimateTokens } from './provider.ts';

/** Agents as data, and the assistant that answers visitors from the site's knowledge (issue 39). */
export const agentModule = {
  name: 'agent',
  procedures: agentProcedures,
  routes: agentRoutes,
  rest: embeddingPass,
  onReady: async (app) => {
    if (await insertDefaultAgent(app.deps.db.pool)) app.log.info('default agent inserted');
    await insertHandOverForm(app.deps.db.pool);
    await prepareEmbeddings(app);
  },
} satisfies ModuleDefinition;
