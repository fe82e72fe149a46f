import pino from 'pino';
import { phoneProblem, roles, type Role } from '@grofresh/contracts';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { grantRole } from './users.service';

/**
 * npm run user:role -- <phone> <role>
 * Grants a role (customer, staff, admin) to a number, creating the user if that number has
 * never signed in; a changed role ends the person's tokens (they sign in again). Uses
 * DATABASE_URL, or the embedded server in DATA_DIR: borrowed while the shop runs, started and
 * stopped again when it does not.
 */
const [phone, role] = process.argv.slice(2);
const phoneIssue = phoneProblem(phone ?? '');
if (phoneIssue || !roles.includes(role as Role)) {
  if (phone && phoneIssue) console.error(`${phoneIssue}: ${phone}`);
  console.error(`usage: npm run user:role -- <10-digit mobile number> <${roles.join('|')}>`);
  process.exit(2);
}

const config = loadConfig();
const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
const database = await openDatabase({ ...config, log, whenRunning: 'borrow', poolSize: 1 });
try {
  const user = await grantRole(database.db, phone!, role as Role);
  console.log(`+91${user.phone} is now ${user.role} (user ${user.id})`);
} finally {
  await database.close();
}
