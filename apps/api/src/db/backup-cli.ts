import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, backupName, shopServer } from './backup';
import { cliLog, databaseConfig, fail, fileFromInvocation } from './backup-tools';

/**
 * npm run backup [-- <file>]
 * Backs the shop's database up with pg_dump (custom format) to <file>, by default
 * DATA_DIR/backups/grofresh-<UTC time>.dump, and prints the file's path. Uses DATABASE_URL,
 * or the embedded server in DATA_DIR (borrowed while the shop runs). pg_dump comes from
 * PG_BIN_DIR, else PATH, and must be at least the server's major version.
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
    const { bytes, serverMajor } = await backupDatabase({ url: server.url, file });
    cliLog.info(`Backed up the PostgreSQL ${serverMajor} database (${bytes} bytes) to:`);
    console.log(file);
  } finally {
    await server.stop();
  }
} catch (error) {
  fail(error);
}
