import { describe, expect, it } from 'vitest';
import type { Describer } from '@portal/core';
import { describerStatus } from './DescriberTable';

const describer = (overrides: Partial<Describer>): Describer => ({
  id: 'd',
  participantId: 'p',
  describerRelationship: 'peer',
  firstName: 'Bo',
  lastName: 'Ek',
  email: 'bo@example.org',
  isComplete: false,
  isDeclined: false,
  isActive: true,
  completedUTC: null,
  invitedUTC: '2026-01-01T00:00:00Z',
  remindersSent: 0,
  msgDelivered: true,
  msgEvent: null,
  msgReason: null,
  msgDateDelivered: null,
  msgStatus: null,
  ...overrides,
});

describe('describerStatus', () => {
  it('puts a completed survey first, then a decline, then an inactive describer', () => {
    expect(describerStatus(describer({ isComplete: true, isDeclined: true }))).toBe('complete');
    expect(describerStatus(describer({ isDeclined: true, isActive: false }))).toBe('declined');
    expect(describerStatus(describer({ isActive: false }))).toBe('inactive');
  });

  it('tells an undelivered invitation from one still waiting', () => {
    expect(describerStatus(describer({ msgStatus: 'bounced' }))).toBe('undelivered');
    expect(describerStatus(describer({}))).toBe('pending');
  });
});
