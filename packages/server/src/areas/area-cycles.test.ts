import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The areas import one another in one direction only: a cycle between areas (one area's module
 * importing another's, which imports back, directly or through others) fails here. When a lower
 * area must call a higher one, the composition hands it the function at start-up.
 */

const src = resolve(import.meta.dirname, '..');
const areasDir = join(src, 'areas');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return isSource && !entry.name.includes('test-support') ? [path] : [];
  });
}

/** The relative modules a file imports or re-exports, type-only and dynamic imports included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s+'(\.[^']*)'/gms),
    ...text.matchAll(/\bimport\(\s*'(\.[^']*)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** The area a path lies in (the first folder below areas/), if any. */
function areaOf(path: string): string | undefined {
  const parts = relative(areasDir, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(areasDir)) {
    const from = areaOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = areaOf(target);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The strongly connected components of more than one area (Tarjan), each sorted. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the imports between areas', () => {
  it('form no cycle', () => {
    expect(cyclesOf(areaGraph())).toEqual([]);
  });

  it('are seen by the check: a cycle through three areas is found', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('leave the shared modules free of any area', () => {
    const reaching = sourceFiles(join(src, 'shared')).filter((file) =>
      importsOf(file).some((target) => areaOf(target) !== undefined),
    );
    expect(reaching).toEqual([]);
  });
});
