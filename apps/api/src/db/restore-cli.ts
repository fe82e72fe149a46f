import { parseArgs } from 'node:util';
import { shopServer } from './backup';
import { restoreDatabase } from './restore';
import { cliLog, databaseConfig, fail, fileFromInvocation } from './backup-tools';

/**
 * npm run restore -- <file> [--clean]
 * Restores a backup made by `npm run backup` into the shop's database (DATABASE_URL, or the
 * embedded server in DATA_DIR, which is made if it does not exist yet), in one transaction.
 * A database that already holds tables is refused unless --clean. Stop the shop first.
 */
const usage = 'usage: npm run restore -- <file.dump> [--clean]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { clean: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length !== 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

try {
  const config = databaseConfig();
  const file = fileFromInvocation(positionals[0]!);
  const server = await shopServer(config, cliLog, 'restore');
  try {
    await restoreDatabase({ url: server.url, file, clean: values.clean ?? false });
    cliLog.info(`Restored ${file}. Start the shop: it applies any newer migrations.`);
  } finally {
    await server.stop();
  }
} catch (error) {
  fail(error);
}
