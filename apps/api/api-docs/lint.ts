/**
 * npm run lint:api-docs: the API's description, as /api/docs/json serves it, read by the tools
 * people read it with. Redocly (`recommended`, redocly.yaml) and Spectral (`spectral:oas`,
 * .spectral.mjs) must find nothing: no error and no warning but the ones accepted, with their
 * reasons, in .redocly.lint-ignore.yaml. Builds the routes without a database
 * (plugins/docs-offline.ts) and writes the document to a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import parsers from '@stoplight/spectral-parsers';
import { describeApi } from '../src/plugins/docs-offline';

const here = dirname(fileURLToPath(import.meta.url));
const DOCUMENT = 'openapi.json';

interface Problem {
  tool: string;
  severity: 'error' | 'warning';
  rule: string;
  where: string;
  message: string;
}

/** Redocly's CLI in the folder of the document, beside its settings and accepted problems. */
function redocly(folder: string): Problem[] {
  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')));
  const run = spawnSync(
    process.execPath,
    [join(cli, 'bin/cli.js'), 'lint', DOCUMENT, '--format=json', '--max-problems=1000'],
    {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  let report: {
    problems: {
      severity: string;
      ruleId: string;
      message: string;
      location: { pointer: string }[];
    }[];
  };
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(`Redocly did not report (exit ${run.status}):\n${run.stderr}`);
  }
  return report.problems.map((p) => ({
    tool: 'redocly',
    severity: p.severity === 'error' ? 'error' : 'warning',
    rule: p.ruleId,
    where: p.location[0]?.pointer ?? '',
    message: p.message,
  }));
}

/** Spectral's rules, in this process. */
async function spectral(file: string): Promise<Problem[]> {
  const { default: ruleset } = await import(pathToFileURL(join(here, '.spectral.mjs')).href);
  const linter = new spectralCore.Spectral();
  linter.setRuleset(ruleset);
  const text = await readFile(file, 'utf8');
  const results = await linter.run(new spectralCore.Document(text, parsers.Json, file));
  // Severity 0 is an error, 1 a warning; information and hints are not failures.
  return results
    .filter((r) => r.severity <= 1)
    .map((r) => ({
      tool: 'spectral',
      severity: r.severity === 0 ? 'error' : 'warning',
      rule: String(r.code),
      where: `#/${r.path.join('/')}`,
      message: r.message,
    }));
}

const folder = await mkdtemp(join(tmpdir(), 'grofresh-api-docs-'));
try {
  const document = await describeApi();
  const file = join(folder, DOCUMENT);
  await writeFile(file, JSON.stringify(document, null, 2));
  for (const name of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
    await copyFile(join(here, name), join(folder, name));
  }
  const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item));
  const problems = [...redocly(folder), ...(await spectral(file))];
  const lines = problems.map((p) => `${p.tool} ${p.severity} ${p.rule} ${p.where}: ${p.message}`);
  lines.push(
    `API description (${operations.length} operations): ${problems.length} problems ` +
      '(Redocly recommended, Spectral spectral:oas)',
  );
  // The exit code is said outright: the database's exit hook (db/embedded.ts, imported with the
  // app) would otherwise end the process with 0.
  const code = problems.length > 0 ? 1 : 0;
  await rm(folder, { recursive: true, force: true });
  process.stdout.write(`${lines.join('\n')}\n`, () => process.exit(code));
} catch (error) {
  await rm(folder, { recursive: true, force: true });
  throw error;
}
