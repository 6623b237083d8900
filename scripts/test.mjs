// npm test: runs every test stage, side by side where one does not need another's result, prints
// each stage's output prefixed by its name, then each stage's wall and processor time, and fails
// when any stage fails. `node scripts/test.mjs lint unit` runs only the named stages (and what they
// need).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..');

// Vitest takes one worker fewer than the cores by default (one on two cores), but API tests wait on
// the database much of the time: a worker per core keeps both cores busy.
const vitestWorkers = process.env.VITEST_MAX_WORKERS ?? String(availableParallelism());

/**
 * The stages. `after` names the stages whose success a stage needs: the browser tests reuse the one
 * build of the build stage, which runs beside lint and the type-check. `waitsFor` names stages that,
 * when they run too, end before it starts, whatever their result: the browser tests wait for timings
 * of a person's pace, and sharing two cores with the unit tests made them time out.
 */
export const stages = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit', command: `npx vitest run --maxWorkers=${vitestWorkers}` },
  { name: 'build', command: 'node scripts/build.mjs' },
  {
    name: 'e2e',
    command: 'node scripts/e2e.mjs',
    after: ['build'],
    waitsFor: ['lint', 'typecheck', 'unit'],
  },
];

/** The named stages with the stages they need, in the order of `stages`. */
export function selectStages(names) {
  if (names.length === 0) return stages;
  const unknown = names.filter((name) => !stages.some((stage) => stage.name === name));
  if (unknown.length > 0) throw new Error(`Unknown stage: ${unknown.join(', ')}`);
  const wanted = new Set();
  const add = (name) => {
    if (wanted.has(name)) return;
    wanted.add(name);
    for (const need of stages.find((stage) => stage.name === name).after ?? []) add(need);
  };
  names.forEach(add);
  return stages.filter((stage) => wanted.has(stage.name));
}

/** Seconds of processor time from the second line (the children's) of the shell's `times`. */
export function childProcessorSeconds(timesOutput) {
  const line = timesOutput.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

function prefixLines(stream, name, write) {
  createInterface({ input: stream }).on('line', (line) => write(`[${name}] ${line}\n`));
}

/** Runs one stage's command in a shell that reports its children's processor time on exit. */
function runStage(stage, scratch) {
  const timesFile = join(scratch, `${stage.name}.times`);
  const started = performance.now();
  const child = spawn(
    '/bin/sh',
    ['-c', `(${stage.command}); status=$?; times > "${timesFile}"; exit $status`],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  prefixLines(child.stdout, stage.name, (text) => process.stdout.write(text));
  prefixLines(child.stderr, stage.name, (text) => process.stderr.write(text));
  return new Promise((resolveStage) => {
    child.on('close', (code) => {
      let cpu;
      try {
        cpu = childProcessorSeconds(readFileSync(timesFile, 'utf8'));
      } catch {
        cpu = undefined;
      }
      resolveStage({ ok: code === 0, wall: (performance.now() - started) / 1000, cpu });
    });
  });
}

/**
 * Runs the stages, each as soon as the stages it needs have passed (one whose need failed is
 * skipped) and those it waits for have ended, prints a table of results and times; answers whether every stage passed.
 */
export async function runStages(selected) {
  const scratch = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const results = new Map();
  const running = new Map();
  const started = performance.now();
  const run = (stage) => {
    if (!running.has(stage.name)) {
      running.set(
        stage.name,
        (async () => {
          const others = selected.filter((other) => stage.waitsFor?.includes(other.name));
          await Promise.all(others.map(run));
          const needs = await Promise.all(
            (stage.after ?? []).map((name) => run(selected.find((s) => s.name === name))),
          );
          const result = needs.every((need) => need.ok)
            ? await runStage(stage, scratch)
            : { ok: false, skipped: true, wall: 0 };
          results.set(stage.name, result);
          console.log(`[${stage.name}] ${describe(result)}`);
          return result;
        })(),
      );
    }
    return running.get(stage.name);
  };
  try {
    await Promise.all(selected.map(run));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const total = (performance.now() - started) / 1000;
  console.log('\nstage       result   wall     processor');
  for (const stage of selected) {
    const result = results.get(stage.name);
    console.log(
      `${stage.name.padEnd(11)} ${(result.skipped ? 'skipped' : result.ok ? 'passed' : 'FAILED').padEnd(8)} ${seconds(result.wall).padEnd(8)} ${result.cpu === undefined ? '' : seconds(result.cpu)}`,
    );
  }
  console.log(`all stages took ${seconds(total)} of wall time`);
  return { ok: selected.every((stage) => results.get(stage.name).ok), results };
}

function seconds(value) {
  return `${Math.round(value)} s`;
}

function describe(result) {
  if (result.skipped) return 'skipped: a stage it needs failed';
  const cpu = result.cpu === undefined ? '' : `, ${seconds(result.cpu)} of processor time`;
  return `${result.ok ? 'passed' : 'FAILED'} in ${seconds(result.wall)}${cpu}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exit((await runStages(selectStages(process.argv.slice(2)))).ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
