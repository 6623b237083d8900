import { isFeatureEnabled } from '../domain/features';
import { CONTENT_STAFF } from './roles';
import { satisfies, type AccessRule } from './rules';
import type { Session } from './session';

/**
 * Who may switch the page-text edit mode on and off (Ctrl+Alt+Shift+E) and save what it edits:
 * a developer (spec part 1, sections 2 and 6) and, the spec leaving the rest open, the content
 * staff who already write the portal's content (docs/decisions.md).
 */
export const PAGE_EDIT_MODE_RULE = [...CONTENT_STAFF, 'developer'] as const satisfies AccessRule;

/** True when the session may toggle the page-text edit mode, with the brand's `pageEditing` on. */
export function canTogglePageEditMode(
  session: Session | null,
  features: Readonly<Record<string, boolean>>,
): boolean {
  return (
    session !== null &&
    isFeatureEnabled(features, 'pageEditing') &&
    satisfies(session, PAGE_EDIT_MODE_RULE)
  );
}
