import { describe, expect, it } from 'vitest';
import {
  RESOURCE_GROUP_STATUSES,
  canChangeResourceGroupStatus,
  isVisibleToMembers,
} from './resource-group-status';

describe('resource group status moves', () => {
  it('publishes a draft, archives a published group and republishes an archived one', () => {
    expect(canChangeResourceGroupStatus('draft', 'active')).toBe(true);
    expect(canChangeResourceGroupStatus('active', 'archived')).toBe(true);
    expect(canChangeResourceGroupStatus('archived', 'active')).toBe(true);
  });

  it('never goes back to draft and never archives a draft', () => {
    expect(canChangeResourceGroupStatus('active', 'draft')).toBe(false);
    expect(canChangeResourceGroupStatus('archived', 'draft')).toBe(false);
    expect(canChangeResourceGroupStatus('draft', 'archived')).toBe(false);
  });

  it('lets every status stay as it is', () => {
    for (const s of RESOURCE_GROUP_STATUSES) expect(canChangeResourceGroupStatus(s, s)).toBe(true);
  });

  it('shows only active groups to members', () => {
    expect(RESOURCE_GROUP_STATUSES.filter(isVisibleToMembers)).toEqual(['active']);
  });
});
