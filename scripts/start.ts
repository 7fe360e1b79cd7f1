/** `pnpm start`: the whole product on its embedded default (or DATABASE_URL). */
import { start } from '../packages/server/src/main.ts';

await start();
