// The load of the plan benchmark, in a process of its own so that it does not share the server's
// event loop: editors autosaving their plans. Reads its task as JSON on stdin, writes the samples
// as JSON on stdout.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TractionPlan, TractionPlanSaveInput } from '@portal/core';
import { planContent, type Editor, type PlanLoadResult, type PlanLoadTask } from './lib/plan-load';

const headersOf = (brand: string, token: string) => ({
  'app-name': brand,
  authorization: `Bearer ${token}`,
});

/**
 * Each editor, on their own plan, autosaves until the deadline (a reload every fifth save): a first
 * save at a random time within the first `saveEveryMs`, each next that long after the one before
 * (one that answers late delays the next, as an editor's autosaves never overlap), or as fast as the
 * server answers. Every save carries the version it started from.
 */
async function drive({
  base,
  brand,
  editors,
  seconds,
  saveEveryMs,
}: PlanLoadTask): Promise<PlanLoadResult> {
  const saves: number[] = [];
  const loads: number[] = [];
  const savedPerEditor = editors.map(() => 0);
  let conflicts = 0;
  let errors = 0;
  const load = async (editor: Editor, timed = true): Promise<TractionPlan> => {
    const started = performance.now();
    const res = await fetch(`${base}/api/tractionplan/getByUserAccountIdV2/${editor.accountId}`, {
      headers: headersOf(brand, editor.token),
    });
    const plan = (await res.json()) as TractionPlan;
    if (timed) loads.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`a load answered ${res.status}`);
    return plan;
  };
  // Every editor opens their plan before the clock starts: a server that has served them is warm.
  const opened = await Promise.all(editors.map((editor) => load(editor, false)));
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      let plan = opened[index] as TractionPlan;
      let due = performance.now() + Math.random() * (saveEveryMs ?? 0);
      for (let round = 1; performance.now() < deadline; round++) {
        if (saveEveryMs !== undefined) {
          await sleep(Math.max(0, due - performance.now()));
          if (performance.now() >= deadline) break;
          due = performance.now() + saveEveryMs;
        }
        const body: TractionPlanSaveInput = {
          id: plan.id,
          userAccountId: editor.accountId,
          version: plan.version,
          plan: planContent(index, round),
          autosave: true,
        };
        const started = performance.now();
        const res = await fetch(`${base}/api/tractionplan/save`, {
          method: 'POST',
          headers: { ...headersOf(brand, editor.token), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const answer = await res.arrayBuffer();
        saves.push(performance.now() - started);
        if (res.status === 200) {
          plan = JSON.parse(Buffer.from(answer).toString('utf8')) as TractionPlan;
          savedPerEditor[index] = (savedPerEditor[index] ?? 0) + 1;
        } else if (res.status === 409) conflicts++;
        else errors++;
        if (round % 5 === 0) plan = await load(editor);
      }
    }),
  );
  return { saves, loads, conflicts, errors, savedPerEditor };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const task = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PlanLoadTask;
process.stdout.write(JSON.stringify(await drive(task)));
