import { ROUTES, flattenRoutes } from './routes';
import type { RouteDef } from './routes.types';

export type RouteSegment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'splat' };

const STATIC = /^[A-Za-z0-9._-]+$/;
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/;

function parseSegment(segment: string, path: string): RouteSegment {
  if (segment === '*') return { kind: 'splat' };
  const param = PARAM.exec(segment);
  if (param) return { kind: 'param', name: param[1] as string, optional: param[2] === '?' };
  if (STATIC.test(segment)) return { kind: 'static', value: segment };
  throw new Error(`Route path '${path}': invalid segment '${segment}'`);
}

/**
 * Parses a React Router path of the table (no leading slash; `:name`, `:name?`, a final `*`).
 * Throws on anything the matcher would not handle: empty segments, a splat before the end,
 * a required segment after an optional one, a repeated parameter name.
 */
export function parseRoutePath(path: string): RouteSegment[] {
  if (path === '') return [];
  const segments = path.split('/').map((segment) => parseSegment(segment, path));
  const names = new Set<string>();
  segments.forEach((segment, index) => {
    if (segment.kind === 'splat' && index !== segments.length - 1) {
      throw new Error(`Route path '${path}': '*' must be the last segment`);
    }
    const previous = segments[index - 1];
    const optionalBefore = previous?.kind === 'param' && previous.optional;
    if (optionalBefore && !(segment.kind === 'param' && segment.optional)) {
      throw new Error(`Route path '${path}': only optional parameters may follow an optional one`);
    }
    if (segment.kind === 'param') {
      if (names.has(segment.name)) throw new Error(`Route path '${path}': '${segment.name}' twice`);
      names.add(segment.name);
    }
  });
  return segments;
}

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

const SCORE = { static: 10, param: 3, splat: -2 } as const;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches one route; the score ranks matches as React Router does (static beats parameter). */
function matchOne(
  segments: RouteSegment[],
  parts: string[],
): { score: number; params: Record<string, string> } | null {
  const params: Record<string, string> = {};
  let score = 0;
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(index).map(decode).join('/');
      return { score: score + index + SCORE.splat, params };
    }
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) break;
      return null;
    }
    if (segment.kind === 'static') {
      if (segment.value.toLowerCase() !== part.toLowerCase()) return null;
      score += SCORE.static;
    } else {
      params[segment.name] = decode(part);
      score += SCORE.param;
    }
  }
  if (parts.length > segments.length) return null;
  return { score: score + parts.length, params };
}

type CompiledRoute = { route: RouteDef; segments: RouteSegment[] };
const compiled = new WeakMap<readonly RouteDef[], CompiledRoute[]>();

function compile(routes: readonly RouteDef[]): CompiledRoute[] {
  let table = compiled.get(routes);
  if (!table) {
    table = flattenRoutes(routes).map((route) => ({ route, segments: parseRoutePath(route.path) }));
    compiled.set(routes, table);
  }
  return table;
}

/**
 * Finds the route a browser path belongs to (case-insensitive, query and hash ignored), as the
 * router would: the most specific match wins, the table order breaks ties. Used to match
 * configured pages by path.
 */
export function matchRoutePath(
  pathname: string,
  routes: readonly RouteDef[] = ROUTES,
): RouteMatch | null {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const parts = clean.split('/').filter((part) => part !== '');
  let best: (RouteMatch & { score: number }) | null = null;
  for (const { route, segments } of compile(routes)) {
    const found = matchOne(segments, parts);
    if (found && (!best || found.score > best.score)) best = { route, ...found };
  }
  return best && { route: best.route, params: best.params };
}
