import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  ZChangePasswordRequest,
  normalizePassword,
  passwordLength,
  passwordRuleErrors,
} from './password';

describe('passwordRuleErrors', () => {
  it('accepts 8 characters of any kind, spaces included', () => {
    expect(passwordRuleErrors('a b c de')).toEqual([]);
  });

  it('refuses fewer than 8 characters', () => {
    expect(passwordRuleErrors('short1!')).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordRuleErrors('x'.repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
    expect(passwordRuleErrors('x'.repeat(128))).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(passwordRuleErrors('😀😀😀😀😀😀😀')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordRuleErrors('日本語のパスワード')).toEqual([]);
  });

  it("refuses the e-mail's local part inside, in any case", () => {
    expect(passwordRuleErrors('my-Pat.Lee-secret', 'pat.lee@client.example')).toEqual([
      PASSWORD_MESSAGES.containsEmail,
    ]);
  });

  it('ignores a local part too short to matter', () => {
    expect(passwordRuleErrors('a long passphrase', 'al@client.example')).toEqual([]);
  });
});

describe('normalizePassword', () => {
  it('folds compatibility forms (NFKC)', () => {
    expect(normalizePassword('ｐａｓｓ')).toBe('pass');
    expect(normalizePassword('e\u0301')).toBe('\u00e9');
  });
});

describe('ZChangePasswordRequest', () => {
  it('accepts matching new passwords', () => {
    const body = {
      oldPassword: 'old one',
      newPassword: 'new phrase',
      confirmPassword: 'new phrase',
    };
    expect(ZChangePasswordRequest.parse(body)).toEqual(body);
  });

  it('reports a mismatch on confirmPassword', () => {
    const result = ZChangePasswordRequest.safeParse({
      oldPassword: 'old one',
      newPassword: 'new phrase',
      confirmPassword: 'other phrase',
    });
    expect(result.error?.issues).toMatchObject([
      { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch },
    ]);
  });

  it('reports a short new password and a missing old one', () => {
    const result = ZChangePasswordRequest.safeParse({
      oldPassword: '',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['oldPassword', 'newPassword']);
  });
});
