// npm run intel:import -- <complaints.csv>
// Imports the CFPB's public consumer complaint database (the CSV the CFPB publishes) into collector
// intel, aggregated per company; uses DATABASE_URL, else the embedded database under DATA_DIR.
import path from 'node:path';
import { createDb } from '@debtshield/db';
import { loadConfig } from '../src/config';
import { importCfpbFile } from '../src/modules/intel/import-cfpb-file';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run intel:import -- <complaints.csv>\n');
  process.exit(2);
}
const config = loadConfig();
const db = config.DATABASE_URL ? await createDb({ databaseUrl: config.DATABASE_URL }) : await createDb({ dataDir: path.join(config.DATA_DIR, 'pglite') });
try {
  await db.migrate();
  const summary = await importCfpbFile(db.db, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  process.stdout.write(
    `imported ${summary.companies} companies from ${summary.rowsCounted} debt-collection complaints (${summary.rowsRead} rows read, ${summary.rowsRejected} without a company or date)\n`,
  );
} catch (error) {
  process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
