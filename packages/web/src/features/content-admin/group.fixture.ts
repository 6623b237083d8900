import type { TResourceGroup } from '@portal/core';

/** A resource group as the staff's screens receive it, with the given changes. */
export const groupFixture = (changes: Partial<TResourceGroup> = {}): TResourceGroup => ({
  id: '0b6f4a52-6a0e-4a57-9c0e-2d1f7a10c3b1',
  name: 'Weekly habits',
  code: 'habits',
  description: '',
  status: 'active',
  members: [],
  introContentId: null,
  featuredContentId: null,
  featuredAt: null,
  priority: null,
  series: { enabled: false, intervalDays: 7 },
  seriesStartedAt: null,
  contentCount: 1,
  version: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...changes,
});
