import type { AccessRule } from '../access/rules';
import type { RouteDef } from '../routes.types';

/**
 * "Later, on the roadmap": the pages of the roadmap's Next list (content, surveys, reports,
 * subscriptions, payments, chatbot, employee tools, configuration admin), not yet an issue.
 */
export const ROADMAP_ISSUE = 10;

/** Builds a route with its title key and the shell layout unless told otherwise. */
export function route(
  name: string,
  path: string,
  rule: AccessRule,
  extra: Omit<Partial<RouteDef>, 'name' | 'path' | 'rule'> = {},
): RouteDef {
  return { name, path, rule, titleKey: `route.${name}`, layout: 'shell', ...extra };
}
