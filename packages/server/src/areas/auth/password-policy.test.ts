import { describe, expect, it } from 'vitest';
import { PASSWORD_HISTORY_DEPTH, PASSWORD_MESSAGES } from '@portal/core';
import { checkPasswordPolicy, isCommonPassword, nextPasswordHistory } from './password-policy';
import { hashPassword, verifyPassword } from '../../identity/passwords';

describe('the password policy', () => {
  it('accepts a long passphrase with spaces and unicode', async () => {
    expect(await checkPasswordPolicy('grüne Äpfel 🍏 fallen weit vom Stamm — 木')).toEqual([]);
  });

  it('refuses a short password', async () => {
    expect(await checkPasswordPolicy('Ab1!xyz')).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it('refuses common passwords in any case', async () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PassWord123')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(await checkPasswordPolicy('Password1')).toEqual([PASSWORD_MESSAGES.common]);
  });

  it.each([
    ['aaaaaaaaaaaa', PASSWORD_MESSAGES.weakPattern],
    ['abcdefghijkl', PASSWORD_MESSAGES.weakPattern],
    ['qwertyuiop12', PASSWORD_MESSAGES.weakCommonPart],
    ['asdfghjkl;lkjhgf', PASSWORD_MESSAGES.weakKeyboard],
  ])('refuses the guessable %j beyond the common list, saying why', async (password, reason) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(await checkPasswordPolicy(password)).toEqual([reason]);
  });

  it("refuses a password holding the e-mail's local part", async () => {
    expect(
      await checkPasswordPolicy('jordan.miles rocks!', { email: 'Jordan.Miles@client.example' }),
    ).toEqual([PASSWORD_MESSAGES.containsEmail]);
  });

  it('refuses one of the previous passwords, also in another Unicode form', async () => {
    const previousHashes = [await hashPassword('old phrase café')];
    expect(await checkPasswordPolicy('old phrase cafe\u0301', { previousHashes })).toEqual([
      PASSWORD_MESSAGES.reused,
    ]);
    expect(await checkPasswordPolicy('a brand new phrase', { previousHashes })).toEqual([]);
  });

  it('verifies the NFKC form of a password', async () => {
    const hash = await hashPassword('ｆｕｌｌｗｉｄｔｈ pass');
    expect(await verifyPassword(hash, 'fullwidth pass')).toBe(true);
    expect(await verifyPassword(hash, 'fullwidth pasS')).toBe(false);
  });

  it('keeps the last passwords in the history, newest first', () => {
    const history = ['h5', 'h4', 'h3', 'h2', 'h1'];
    expect(nextPasswordHistory(history, 'h6')).toEqual(['h6', 'h5', 'h4', 'h3', 'h2']);
    expect(nextPasswordHistory(['h1'], 'h1')).toEqual(['h1']);
    expect(nextPasswordHistory(history, 'h6')).toHaveLength(PASSWORD_HISTORY_DEPTH);
  });
});
