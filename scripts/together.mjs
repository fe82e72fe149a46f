// `node scripts/together.mjs <npm script>...`: runs the npm scripts at once and fails when any
// of them fails. Each one's output is held back and printed whole when it ends, so outputs never
// interleave. `npm test` runs the type check and the lints so: each is one process on one core,
// and together they fill the CI machine's two (docs/decisions.md#ci).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/together.mjs <npm script>...');
  process.exit(2);
}

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** One script: its output (stdout and stderr, in order) and how it ended. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      process.stdout.write(`\n== npm run ${script}: ${ok ? 'passed' : 'FAILED'}`);
      process.stdout.write(` (${seconds(started)} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok ? null : `${script} (${signal ?? `exit ${code}`})`);
    });
  });
}

const failed = (await Promise.all(scripts.map(run))).filter(Boolean);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
