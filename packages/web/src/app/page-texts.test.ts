import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '@portal/core/i18n';
import { namespacesReached, resolveImport, sourceOf, webModules } from '../test/text-usage';
import { PAGE_CODE } from './pages';
import { PAGE_TEXTS } from './page-texts';

const shell = new Set<string>(SHELL_NAMESPACES);
const pagesFiles = ['app/pages.ts', 'app/pages-surveys.ts'];

/** Each page's module by route name, as pages.ts (and the files it spreads in) imports it. */
const pageModules = new Map(
  pagesFiles.flatMap((file) =>
    [...sourceOf(file).matchAll(/^\s*(\w+): lazy\w*\(\s*\(\) => import\('([^']+)'\)/gm)].map(
      ([, name = '', specifier = '']) => [name, resolveImport(file, specifier) ?? ''] as const,
    ),
  ),
);

/** The parts of the shell that load on demand with texts of their own (`withTexts`). */
const shellParts = webModules().flatMap((file) =>
  [...sourceOf(file).matchAll(/withTexts\(\s*\[([^\]]*)\],\s*\(\) => import\('([^']+)'\)/g)].map(
    ([, list = '', specifier = '']) => ({
      module: resolveImport(file, specifier) ?? '',
      namespaces: [...list.matchAll(/'(\w+)'/g)].map(([, name = '']) => name),
    }),
  ),
);

// Parts with texts of their own load them themselves, wherever they show.
const partModules = new Set(shellParts.map((part) => part.module));

/** The namespaces a module's screens show that neither the shell nor `declared` loads. */
function unloaded(module: string, declared: readonly string[] = [], stopAt = partModules) {
  const reached = namespacesReached(module, stopAt);
  return Object.fromEntries(
    [...reached].filter(([namespace]) => !shell.has(namespace) && !declared.includes(namespace)),
  );
}

describe('the texts that load with each page', () => {
  it('finds every page’s module', () => {
    expect(pageModules.size).toBe(Object.keys(PAGE_CODE).length);
    for (const [name, module] of pageModules) expect(module, name).not.toBe('');
  });

  it.each([...pageModules])('%s: every namespace it shows loads with it', (name, module) => {
    // Each entry: a namespace missing from PAGE_TEXTS[name], and the module that names it.
    expect(unloaded(module, PAGE_TEXTS[name])).toEqual({});
  });

  it('names only pages that exist', () => {
    for (const name of Object.keys(PAGE_TEXTS)) expect(PAGE_CODE).toHaveProperty(name);
  });

  it('loads the texts of each part of the shell that comes on demand', () => {
    expect(shellParts.length).toBeGreaterThan(0);
    for (const { module, namespaces } of shellParts) {
      expect(module).not.toBe('');
      expect(unloaded(module, namespaces)).toEqual({});
    }
  });

  it('starts the shell with its own namespaces only', () => {
    const onDemand = new Set([...pageModules.values(), ...partModules]);
    expect(unloaded('main.tsx', [], onDemand)).toEqual({});
  });
});
