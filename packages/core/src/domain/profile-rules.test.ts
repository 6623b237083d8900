import { describe, expect, it } from 'vitest';
import {
  formatReportLabel,
  hasPendingSelfDescription,
  isReportReleasable,
  type ReleaseFacts,
} from './profile-rules';

describe('pending self-description', () => {
  it('exists for an active participant without describers or with an unfinished self', () => {
    expect(hasPendingSelfDescription({ isActive: true, describers: [] })).toBe(true);
    expect(
      hasPendingSelfDescription({
        isActive: true,
        describers: [{ isSelf: true, isComplete: false }],
      }),
    ).toBe(true);
    expect(
      hasPendingSelfDescription({
        isActive: true,
        describers: [
          { isSelf: true, isComplete: true },
          { isSelf: false, isComplete: false },
        ],
      }),
    ).toBe(false);
  });

  it('does not exist for an inactive or missing participant', () => {
    expect(hasPendingSelfDescription({ isActive: false, describers: [] })).toBe(false);
    expect(hasPendingSelfDescription(null)).toBe(false);
  });
});

describe('release rule', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const base: ReleaseFacts = {
    selfOnly: false,
    releaseDate: null,
    now,
    selfComplete: true,
    describersComplete: 3,
    minDescribers: 3,
    requireCheckIn: false,
    checkedIn: false,
  };

  it('releases a self-only report when the self is complete or its date passed', () => {
    const selfOnly = { ...base, selfOnly: true, describersComplete: 0 };
    expect(isReportReleasable({ ...selfOnly, selfComplete: false })).toBe(false);
    expect(isReportReleasable(selfOnly)).toBe(true);
    expect(
      isReportReleasable({ ...selfOnly, selfComplete: false, releaseDate: new Date('2026-03-09') }),
    ).toBe(true);
    expect(
      isReportReleasable({ ...selfOnly, selfComplete: false, releaseDate: new Date('2026-03-11') }),
    ).toBe(false);
  });

  it('waits for the minimum of describers, the date and the check-in where required', () => {
    expect(isReportReleasable(base)).toBe(true);
    expect(isReportReleasable({ ...base, describersComplete: 2 })).toBe(false);
    expect(isReportReleasable({ ...base, releaseDate: new Date('2026-03-11') })).toBe(false);
    expect(isReportReleasable({ ...base, releaseDate: new Date('2026-03-10T12:00:00Z') })).toBe(
      true,
    );
    expect(isReportReleasable({ ...base, requireCheckIn: true })).toBe(false);
    expect(isReportReleasable({ ...base, requireCheckIn: true, checkedIn: true })).toBe(true);
  });
});

describe('formattedLabel', () => {
  it('is the latest description date, the label and the describers besides self', () => {
    expect(
      formatReportLabel({
        latestDescriptionUTC: new Date(2026, 1, 3, 10),
        createdUTC: new Date(2026, 2, 1),
        label: 'Spring',
        describerCount: 5,
      }),
    ).toBe('02/03/26 - Spring (4)');
  });

  it('falls back to the created date and leaves out a blank label', () => {
    expect(
      formatReportLabel({
        latestDescriptionUTC: null,
        createdUTC: new Date(2025, 11, 31),
        label: '  ',
        describerCount: 1,
      }),
    ).toBe('12/31/25 (0)');
  });
});
