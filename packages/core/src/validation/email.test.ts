import { describe, expect, it } from 'vitest';
import { isValidEmail, zEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'pat@client.example',
    'pat.lee@mail.client.example',
    'pat+tag@client.co',
    'first_last-1@sub-domain.client.museum',
    'PAT@CLIENT.EXAMPLE',
    '"pat lee"@client.example',
    'pat@[192.168.0.1]',
    "o'brien@client.example",
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['pat', 'no @'],
    ['pat@', 'no domain'],
    ['@client.example', 'no local part'],
    ['pat@client', 'no dot in the domain'],
    ['pat@client.c', 'a one-letter top level'],
    ['pat@client.c0m', 'digits in the top level'],
    ['pat@@client.example', 'two @'],
    ['pat lee@client.example', 'a space in the local part'],
    ['.pat@client.example', 'a leading dot'],
    ['pat.@client.example', 'a trailing dot in the local part'],
    ['pat..lee@client.example', 'two dots in a row'],
    ['pat@client..example', 'an empty domain label'],
    ['pat@[999.1.1.1]', 'an IP octet over 255'],
    ['pat@[1.1.1]', 'an IP with three octets'],
    ['pat@client.example>', 'an angle bracket'],
  ])("rejects '%s' (%s)", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidEmail('  pat@client.example ')).toBe(true);
  });
});

describe('zEmail', () => {
  it('parses to the trimmed address', () => {
    expect(zEmail.parse(' pat@client.example ')).toBe('pat@client.example');
  });

  it('fails with a message for a bad address', () => {
    const result = zEmail.safeParse('not-an-address');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid e-mail address');
  });

  it('rejects non-text input', () => {
    expect(zEmail.safeParse(42).success).toBe(false);
    expect(zEmail.safeParse(null).success).toBe(false);
  });
});
