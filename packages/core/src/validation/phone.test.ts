import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, zPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    '+14155550123',
    '14155550123',
    '+447911123456',
    '12',
    '+123456789012345',
    '(415) 555-0123',
    '(415)555-0123',
    '415-555-0123',
    '415.555.0123',
    '415 555 0123',
    '4155550123',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['1', 'a single digit'],
    ['+0123456', 'a leading zero after the plus'],
    ['0123456', 'a leading zero'],
    ['+1234567890123456', 'sixteen digits'],
    ['++14155550123', 'two plus signs'],
    ['415-555-012', 'nine US digits'],
    ['(415 555-0123', 'an unclosed parenthesis'],
    ['415--555-0123', 'a doubled separator'],
    ['phone: 4155550123', 'letters'],
    ['+1 415 555 0123', 'spaces in an international number'],
  ])("rejects '%s' (%s)", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('zPhone', () => {
  it('parses to the trimmed number', () => {
    expect(zPhone.parse(' (415) 555-0123 ')).toBe('(415) 555-0123');
  });

  it('fails for a bad number', () => {
    expect(zPhone.safeParse('12-34').success).toBe(false);
  });
});

describe('formatPhone', () => {
  it('writes ten digits as (###) ###-####', () => {
    expect(formatPhone('4155550123')).toBe('(415) 555-0123');
    expect(formatPhone('415.555.0123')).toBe('(415) 555-0123');
  });

  it('drops the US country code 1', () => {
    expect(formatPhone('+1 415 555 0123')).toBe('(415) 555-0123');
  });

  it('leaves other numbers as entered', () => {
    expect(formatPhone(' +447911123456 ')).toBe('+447911123456');
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone('')).toBe('');
  });
});
