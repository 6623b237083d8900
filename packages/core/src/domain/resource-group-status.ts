import { ResourceGroupStatus } from './enums';

/** The spec's resource group statuses (part 1, "Resource group status"), as a list. */
export const RESOURCE_GROUP_STATUSES = [
  ResourceGroupStatus.Draft,
  ResourceGroupStatus.Active,
  ResourceGroupStatus.Archived,
] as const;

/**
 * The moves a group may make. A draft is published (active); a published group is archived, and
 * an archived one may be published again. Nothing goes back to draft: members may already have
 * read it, and a draft is what nobody but the content staff has seen.
 */
const NEXT: Readonly<Record<ResourceGroupStatus, readonly ResourceGroupStatus[]>> = {
  draft: ['active'],
  active: ['archived'],
  archived: ['active'],
};

/** True when a group may go from one status to the other (staying put always may). */
export function canChangeResourceGroupStatus(
  from: ResourceGroupStatus,
  to: ResourceGroupStatus,
): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Members see only published groups; drafts and archived groups are the staff's. */
export const isVisibleToMembers = (status: ResourceGroupStatus): boolean =>
  status === ResourceGroupStatus.Active;
