import { describe, expect, it } from 'vitest';
import { EVENT_DEFAULTS, ZEventSave } from '@portal/core';
import { eventSave, newEventSave } from './event-draft';

describe('event drafts', () => {
  it("starts a new event with the spec's defaults", () => {
    const draft = newEventSave('America/Chicago');
    expect(draft).toMatchObject({
      status: 'Manual Scheduled',
      maxStudents: 40,
      ianaLocationTimeZone: 'America/Chicago',
      isStaticAccountList: true,
    });
    expect(draft.status).toBe(EVENT_DEFAULTS.status);
  });

  it('saves a loaded event with its version and only the fields a save takes', () => {
    const parsed = ZEventSave.parse({
      ...newEventSave('UTC'),
      eventTypeId: '1b0e9a52-7f3c-4d2e-9a61-3c5d7e9f1a2b',
      location: 'Room 4',
    });
    const event = {
      ...parsed,
      id: '2c1f0b63-8a4d-4e3f-8b72-4d6e8f0a2b3c',
      version: 3,
      participantCount: 12,
      computedCheckedInCount: 4,
    } as unknown as Parameters<typeof eventSave>[0];
    const draft = eventSave(event);
    expect(draft).toMatchObject({ id: event.id, version: 3, location: 'Room 4' });
    expect(draft).not.toHaveProperty('participantCount');
    expect(ZEventSave.safeParse(draft).success).toBe(true);
  });
});
