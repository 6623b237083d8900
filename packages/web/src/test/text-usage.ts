import { SERVER_NAMESPACES } from '@portal/core/i18n';
import { englishCatalog } from '@portal/core/i18n/full';

/** A path of the web app's source, from its `src` folder, without the leading './'. */
const normalize = (path: string) =>
  path.split('/').reduce<string[]>((parts, part) => {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
    return parts;
  }, []);

const dirnameOf = (path: string) => path.split('/').slice(0, -1).join('/');

// The web app's modules as text, by their path from `src` ('app/pages.ts'), tests left out.
const SOURCES = new Map(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, source]) => [normalize(`test/${path}`).join('/'), source]),
);

/** The source of a module of the web app, by its path from `src`. */
export function sourceOf(path: string): string {
  const source = SOURCES.get(path);
  if (source === undefined) throw new Error(`No module ${path}.`);
  return source;
}

export const webModules = (): string[] => [...SOURCES.keys()];

/** Every dotted path of the English catalog, groups included ('plan', 'plan.sections', ...). */
function catalogPaths(node: unknown, path = '', paths = new Set<string>()): Set<string> {
  if (path) paths.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
  if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      catalogPaths(child, path ? `${path}.${key}` : key, paths);
    }
  }
  return paths;
}

const serverNamespaces = new Set<string>(SERVER_NAMESPACES);
const PATHS = new Set(
  [...catalogPaths(englishCatalog)].filter(
    (path) => !serverNamespaces.has(path.split('.')[0] ?? ''),
  ),
);

// A string literal, or the start of a template literal up to its first placeholder.
const LITERAL = /'([A-Za-z]\w*\.[\w.]*)'|"([A-Za-z]\w*\.[\w.]*)"|`([A-Za-z]\w*\.[\w.]*)(?:`|\$\{)/g;
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g;
// A line of a comment: it may name a key it does not show (`errors.signIn.invalidCode`).
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*).*$/gm;

/** The screen namespaces of the text keys a source file names, literally or as a key's fixed start. */
export function namespacesNamed(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.replace(COMMENT_LINE, '').matchAll(LITERAL)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    const key = text.endsWith('.') ? text.slice(0, -1) : text;
    if (PATHS.has(key)) found.add(key.split('.')[0] ?? key);
  }
  return found;
}

/** The module an import in `from` names, or none outside the web app's source. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = normalize(`${dirnameOf(from)}/${specifier}`).join('/');
  return [base, ...['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext)].find(
    (path) => /\.tsx?$/.test(path) && SOURCES.has(path),
  );
}

/** The web modules a module imports, statically or on demand. */
export function importsOf(file: string): string[] {
  return [...sourceOf(file).matchAll(IMPORT)].flatMap(([, specifier]) => {
    const path = specifier ? resolveImport(file, specifier) : undefined;
    return path ? [path] : [];
  });
}

/**
 * The namespaces named by a module and everything it imports (on demand too), except beyond the
 * modules `stopAt` holds, each with the first module found naming it: what its screens can show.
 */
export function namespacesReached(entry: string, stopAt: ReadonlySet<string> = new Set()) {
  const seen = new Set<string>();
  const namespaces = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const namespace of namespacesNamed(sourceOf(file))) {
      if (!namespaces.has(namespace)) namespaces.set(namespace, file);
    }
    for (const next of importsOf(file)) if (!stopAt.has(next)) visit(next);
  };
  visit(entry);
  return namespaces;
}
