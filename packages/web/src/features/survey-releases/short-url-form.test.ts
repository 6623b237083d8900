import { describe, expect, it } from 'vitest';
import { checkShortUrlForm, paramsText, parseParams } from './short-url-form';

const RELEASE = '0b7f3c52-3f7c-4f55-9f63-0d5a2d1f7a10';

describe('the short link form', () => {
  it('reads name=value lines, skipping blank ones', () => {
    expect(parseParams('school = north\n\ngrade=5\nflag')).toEqual({
      school: 'north',
      grade: '5',
      flag: '',
    });
    expect(paramsText({ school: 'north', grade: '5' })).toBe('school=north, grade=5');
  });

  it('needs a release and parameter names that start with a letter', () => {
    const bad = checkShortUrlForm({ releaseId: '', params: '1st=x', maxUses: '0', expiresAt: '' });
    expect(bad).toEqual({ ok: false, fields: ['releaseId', 'params', 'maxUses'] });
  });

  it('gives the body to save, the expiry at the end of the chosen day', () => {
    const ok = checkShortUrlForm({
      releaseId: RELEASE,
      params: 'school=north',
      maxUses: '30',
      expiresAt: '2026-05-01',
    });
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.save).toMatchObject({
        releaseId: RELEASE,
        params: { school: 'north' },
        maxUses: 30,
      });
      expect(new Date(ok.save.expiresAt ?? '').getTime()).toBe(
        new Date('2026-05-01T23:59:59').getTime(),
      );
    }
  });
});
