import { isContentSectionType } from './content-sections';
import { isGateOpen, type FeatureGate } from './features';
import type { ContentSectionType } from './names';

/**
 * Parts of the content library a brand may switch off on their own; the library's own flag
 * still applies (docs/decisions.md, "A flag for a part of a capability"). The calls, the jobs
 * and the screens of each part read its gate here.
 */
export const LIBRARY_PARTS = {
  /** Searching the items of one resource group (searchContents with a group). */
  groupSearch: ['resourceGroup', 'contentSearch'],
  /** The trending lists and the hourly metrics behind them. */
  trending: ['resourceGroup', 'trendingContent'],
  /** The featured item of the library page and the home card. */
  featured: ['resourceGroup', 'featuredContent'],
  /** The related items listed beside an item (its `related` sections). */
  related: ['resourceGroup', 'relatedContent'],
  /** The alerts of new items: sent by hand or on their own, and following a group's alerts. */
  alerts: ['resourceGroup', 'contentAlerts'],
} as const satisfies Record<string, FeatureGate>;

/** Section types that belong to a part: a page leaves them out where the part is off. */
const SECTION_PARTS: Partial<Record<ContentSectionType, FeatureGate>> = {
  related: LIBRARY_PARTS.related,
};

/** Whether a page shows (and the editor offers) sections of this type in the brand. */
export function isSectionTypeOn(
  features: Readonly<Record<string, boolean>>,
  type: string,
): boolean {
  const gate = isContentSectionType(type) ? SECTION_PARTS[type] : undefined;
  return gate === undefined || isGateOpen(features, gate);
}
