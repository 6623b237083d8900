import { satisfies, type AccessRule } from './rules';
import type { Session } from './session';

/**
 * Who may switch the page-text edit mode on and off (Ctrl+Alt+Shift+E): a developer (spec part
 * 1, sections 2 and 6). The spec does not say who else may; nobody else does (docs/decisions.md).
 */
export const PAGE_EDIT_MODE_RULE: AccessRule = 'developer';

/** True when the session may toggle the page-text edit mode. */
export function canTogglePageEditMode(session: Session | null): boolean {
  return session !== null && satisfies(session, PAGE_EDIT_MODE_RULE);
}
