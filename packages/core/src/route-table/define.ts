import type { ClaimType } from '../access/claims';
import type { ANY } from '../access/rules';
import type { RouteDef } from '../routes.types';

/**
 * "Later, on the roadmap": the pages of the roadmap's Next list (content, surveys, reports,
 * subscriptions, payments, chatbot, employee tools, configuration admin), not yet an issue.
 */
export const ROADMAP_ISSUE = 10;

type Claim = ClaimType | typeof ANY;

/** A rule written with known claim names only, so a typo fails the type check. */
export type RouteRule = Claim | ReadonlyArray<Claim | readonly ClaimType[]>;

/** Builds a route with its title key and the shell layout unless told otherwise. */
export function route(
  name: string,
  path: string,
  rule: RouteRule,
  extra: Omit<Partial<RouteDef>, 'name' | 'path' | 'rule'> = {},
): RouteDef {
  return { name, path, rule, titleKey: `route.${name}`, layout: 'shell', ...extra };
}
