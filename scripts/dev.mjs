// `npm run dev`: the API (restarting on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api and /media to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

// A development shop unless told otherwise: the gateway's stand-in, CLOCK_NOW allowed and the
// published token secret (README, Configuration).
const apiEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@grofresh/api'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', '@grofresh/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
