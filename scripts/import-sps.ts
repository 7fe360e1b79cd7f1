/**
 * `pnpm import:sps <folder> [--dry-run]`: moves a site of the original system (Single Page Startup) here.
 * Prints a report per model; exits 1 when a record failed (the others are imported all the same).
 */
import { parseArgs } from 'node:util';
import { failures, formatReport, importSpsCommand } from '../packages/server/src/import/sps/command.ts';

const { values, positionals } = parseArgs({ options: { 'dry-run': { type: 'boolean' } }, allowPositionals: true });

try {
  const report = await importSpsCommand({ folder: positionals[0], dryRun: !!values['dry-run'] });
  console.log(formatReport(report));
  process.exit(failures(report) ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
