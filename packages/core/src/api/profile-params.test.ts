import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { profileParticipantApi } from './profile-participant';
import {
  zBrandParams,
  zLocaleQuery,
  zMembersQuery,
  zReportRef,
  zTrueFalse,
} from './profile-params';

const GUID = '00000000-0000-4000-8000-000000000000';
const CODE = 'A'.repeat(43);

describe('the 360 parameters', () => {
  it('keeps a known locale and leaves out any other instead of failing', () => {
    expect(zLocaleQuery.parse({ locale: 'de' })).toEqual({ locale: 'de' });
    expect(zLocaleQuery.parse({ locale: 'xx-yy' }).locale).toBeUndefined();
    expect(zLocaleQuery.parse({ locale: ['de', 'fr'] }).locale).toBeUndefined();
    expect(zLocaleQuery.parse({}).locale).toBeUndefined();
  });

  it('takes a brand in any case, and only a brand', () => {
    expect(zBrandParams.parse({ x: ' Teams ' })).toEqual({ x: 'teams' });
    expect(zBrandParams.safeParse({ x: 'other' }).success).toBe(false);
  });

  it('addresses a report by id or by its 43-character code, nothing else', () => {
    expect(zReportRef.parse(GUID)).toBe(GUID);
    expect(zReportRef.parse(CODE)).toBe(CODE);
    for (const bad of ['../x', `${CODE}A`, 'A'.repeat(42), '']) {
      expect(zReportRef.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads the team members from a comma list, and refuses one that is no id', () => {
    expect(zMembersQuery.parse({ userAccountIds: ` ${GUID}, ,${GUID}` })).toEqual({
      userAccountIds: [GUID, GUID],
    });
    expect(zMembersQuery.parse({})).toEqual({ userAccountIds: [] });
    expect(zMembersQuery.safeParse({ userAccountIds: `${GUID},x` }).success).toBe(false);
  });

  it("reads 'true' and 'false', absent as false", () => {
    expect(zTrueFalse.parse('true')).toBe(true);
    expect(zTrueFalse.parse('false')).toBe(false);
    expect(zTrueFalse.parse(undefined)).toBe(false);
    expect(zTrueFalse.safeParse('1').success).toBe(false);
  });

  it('lets the start of a 360 leave out its body, and checks the one it is given', () => {
    // Were the body not declared, never would refuse everything here.
    const body = profileParticipantApi.start.body ?? z.never();
    expect(body.parse(undefined)).toEqual({});
    expect(body.parse({ profileConfigId: GUID })).toEqual({ profileConfigId: GUID });
    expect(body.safeParse({ profileConfigId: 'x' }).success).toBe(false);
  });
});
