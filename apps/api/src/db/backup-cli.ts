import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, backupName, shopServer } from './backup';
import { cliLog, databaseConfig, fail, fileFromInvocation } from './backup-tools';

/**
 * npm run backup [-- <file>]
 * Backs the shop's tables up (one snapshot, through COPY: no pg_dump needed) to <file>, by
 * default DATA_DIR/backups/grofresh-<UTC time>.dump, and prints the file's path. Uses
 * DATABASE_URL, or the embedded server in DATA_DIR (borrowed while the shop runs).
 */
const usage = 'usage: npm run backup [-- <file>]   (default DATA_DIR/backups/grofresh-<time>.dump)';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length > 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

try {
  const config = databaseConfig();
  const file = positionals[0]
    ? fileFromInvocation(positionals[0])
    : join(config.dataDir, 'backups', backupName());
  const server = await shopServer(config, cliLog, 'backup');
  try {
    const { bytes, serverMajor, rows } = await backupDatabase({ url: server.url, file });
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    cliLog.info(
      `Backed up ${total} rows of ${Object.keys(rows).length} tables from the PostgreSQL ` +
        `${serverMajor} database (${bytes} bytes) to:`,
    );
    console.log(file);
  } finally {
    await server.stop();
  }
} catch (error) {
  fail(error);
}
