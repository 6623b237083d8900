import { describe, expect, it } from 'vitest';
import { USER_ACCOUNT_MESSAGES, ZUserAccountSave, type TUserAccountSave } from './user-account';

const valid: TUserAccountSave = {
  id: '6f1c2f52-3f7c-4f55-9f63-0d5a2d1f7a10',
  version: 3,
  firstName: ' Ada ',
  lastName: 'Lovelace',
  titles: ['Teacher', ' ', 'Teacher', 'Head of Maths'],
  emails: [
    { address: 'ada@example.org', primary: true, preferred: true },
    { address: 'ada@home.example', description: 'home' },
  ],
  phoneNumbers: [{ number: '(555) 123-4567', preferred: true }, { number: '+447700900123' }],
};

const messagesOf = (input: unknown) => {
  const result = ZUserAccountSave.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('ZUserAccountSave', () => {
  it('accepts a valid account, trimming names and dropping blank and repeated titles', () => {
    const parsed = ZUserAccountSave.parse(valid);
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.titles).toEqual(['Teacher', 'Head of Maths']);
    expect(parsed.emails[1]).toEqual({
      address: 'ada@home.example',
      description: 'home',
      primary: false,
      preferred: false,
    });
  });

  it('needs exactly one primary e-mail address', () => {
    const none = valid.emails.map((email) => ({ ...email, primary: false }));
    const two = valid.emails.map((email) => ({ ...email, primary: true }));
    expect(messagesOf({ ...valid, emails: none })).toEqual([USER_ACCOUNT_MESSAGES.onePrimaryEmail]);
    expect(messagesOf({ ...valid, emails: two })).toEqual([USER_ACCOUNT_MESSAGES.onePrimaryEmail]);
    expect(messagesOf({ ...valid, emails: [] })).toEqual([USER_ACCOUNT_MESSAGES.emailRequired]);
  });

  it('allows at most one preferred e-mail and phone, each listed once', () => {
    const emails = valid.emails.map((email) => ({ ...email, preferred: true }));
    const phones = [
      { number: '555-123-4567', preferred: true },
      { number: '(555) 123 4567', preferred: true },
    ];
    expect(messagesOf({ ...valid, emails, phoneNumbers: phones })).toEqual([
      USER_ACCOUNT_MESSAGES.onePreferredEmail,
      USER_ACCOUNT_MESSAGES.onePreferredPhone,
      USER_ACCOUNT_MESSAGES.duplicatePhone,
    ]);
    const twice = [valid.emails[0], { address: 'ADA@example.org' }];
    expect(messagesOf({ ...valid, emails: twice })).toEqual([USER_ACCOUNT_MESSAGES.duplicateEmail]);
  });

  it('refuses an invalid e-mail address or phone number, and empty names', () => {
    expect(
      messagesOf({ ...valid, emails: [{ address: 'not-an-address', primary: true }] }),
    ).toEqual(['Invalid e-mail address']);
    expect(messagesOf({ ...valid, phoneNumbers: [{ number: 'call me' }] })).toEqual([
      'Invalid phone number',
    ]);
    expect(messagesOf({ ...valid, lastName: '   ' })).toEqual([USER_ACCOUNT_MESSAGES.nameRequired]);
  });

  it('needs the version the form was loaded at', () => {
    expect(ZUserAccountSave.safeParse({ ...valid, version: undefined }).success).toBe(false);
  });
});
