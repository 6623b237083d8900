import { describe, expect, it } from 'vitest';
import { DEFAULT_SURVEY_RELEASE_DEFAULTS } from '@portal/core';
import { checkReleaseForm, newReleaseForm, toLocalInput } from './release-form';

const DEFINITION = '0b7f3c52-3f7c-4f55-9f63-0d5a2d1f7a10';
const now = new Date('2026-03-02T09:30:00.000Z');

describe('the release form', () => {
  it('starts a new release from the brand defaults: open now, closing after openDays', () => {
    const form = newReleaseForm(DEFINITION, DEFAULT_SURVEY_RELEASE_DEFAULTS, now);
    expect(form).toMatchObject({
      definitionId: DEFINITION,
      triggerType: 'norelatedentities',
      reminderDays: '3',
      opensAt: toLocalInput(now.toISOString()),
      closesAt: toLocalInput('2026-03-16T09:30:00.000Z'),
    });
  });

  it('checks with core: a name, closing after opening, reminder days in range', () => {
    const form = { ...newReleaseForm(DEFINITION, DEFAULT_SURVEY_RELEASE_DEFAULTS, now), name: ' ' };
    const bad = checkReleaseForm({
      ...form,
      closesAt: toLocalInput('2026-03-01T00:00:00Z'),
      reminderDays: '99',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(Object.keys(bad.errors).sort()).toEqual(['closesAt', 'name', 'reminderDays']);
  });

  it('gives the body to save: instants in UTC, no reminders when empty, targets without names', () => {
    const form = {
      ...newReleaseForm(DEFINITION, DEFAULT_SURVEY_RELEASE_DEFAULTS, now),
      name: 'Spring pulse',
      reminderDays: '',
      closesAt: '',
      targets: [{ entityType: 'UserGroup' as const, entityId: DEFINITION, name: 'Team' }],
    };
    const checked = checkReleaseForm(form);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.save).toMatchObject({
        name: 'Spring pulse',
        reminderDays: null,
        closesAt: null,
        targets: [{ entityType: 'UserGroup', entityId: DEFINITION }],
      });
      expect(new Date(checked.save.opensAt).getTime()).toBe(new Date(form.opensAt).getTime());
    }
  });
});
