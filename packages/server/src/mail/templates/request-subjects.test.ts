import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '@portal/core';
import { builtinTemplates } from './builtin-templates';
import { CHECKUP_TEMPLATE_CODES } from './checkup-templates';
import { PROFILE_TEMPLATE_CODES } from './profile-templates';

const english = await builtinTemplates('en-us');
const subjectOf = (code: string) => {
  const template = english.find((t) => t.code === code);
  const values = new Map([
    ['brandName|text', 'Tandem Teams'],
    ['participantName|text', 'Pat Lee'],
    ['planName|text', 'Traction Plan'],
  ]);
  return fillPlaceholders(template?.subject ?? '', values);
};
describe('the subjects of requests to partners and describers', () => {
  it('say what is asked, so a checkup request never reads as a 360 invitation', () => {
    const requests = [
      [PROFILE_TEMPLATE_CODES.describerInvite, CHECKUP_TEMPLATE_CODES.feedbackRequest],
      [PROFILE_TEMPLATE_CODES.describerReminder, CHECKUP_TEMPLATE_CODES.feedbackReminder],
    ] as const;
    for (const [profile, checkup] of requests) {
      expect(subjectOf(profile)).toContain('360');
      expect(subjectOf(checkup)).toContain('Traction Plan');
      expect(subjectOf(profile)).not.toBe(subjectOf(checkup));
    }
    expect(subjectOf(PROFILE_TEMPLATE_CODES.describerInvite)).toBe(
      'Tandem Teams: Pat Lee asks you to describe them for a 360 profile',
    );
    expect(subjectOf(CHECKUP_TEMPLATE_CODES.feedbackRequest)).toBe(
      'Tandem Teams: Pat Lee asks you to rate their progress on their Traction Plan',
    );
  });
});
