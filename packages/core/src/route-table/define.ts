import type { AccessRule } from '../access/rules';
import type { TextKey } from '../i18n/catalog-types';
import type { RouteDef } from '../routes.types';

/**
 * "Later, on the roadmap": the pages not built yet (surveys and assessments, payments, chatbot,
 * employee tools, configuration admin), each shown as "not available yet" until it is.
 */
export const ROADMAP_ISSUE = 10;

/** Builds a route with its title key and the shell layout unless told otherwise. */
export function route(
  name: string,
  path: string,
  rule: AccessRule,
  extra: Omit<Partial<RouteDef>, 'name' | 'path' | 'rule'> = {},
): RouteDef {
  // Every route's title is in the catalog: the catalog test compares the two lists.
  const titleKey = `route.${name}` as TextKey;
  return { name, path, rule, titleKey, layout: 'shell', ...extra };
}
