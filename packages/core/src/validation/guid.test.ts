import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../domain/text';
import { isValidGuid, zGuid } from './guid';

describe('isValidGuid', () => {
  it.each([
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
  ])('accepts %s', (guid) => {
    expect(isValidGuid(guid)).toBe(true);
  });

  it.each([
    [EMPTY_GUID, 'the empty guid'],
    [`{${EMPTY_GUID}}`, 'the empty guid in braces'],
    ['', 'empty text'],
    ['3f2504e04f8911d39a0c0305e82c3301', 'no dashes'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c330', 'a short last group'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c33011', 'a long last group'],
    ['3g2504e0-4f89-11d3-9a0c-0305e82c3301', 'a non-hex digit'],
    ['{3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'an unclosed brace'],
    ['3f2504e0-4f89-11d3-9a0c-0305e82c3301}', 'a closing brace only'],
    [' 3f2504e0-4f89-11d3-9a0c-0305e82c3301', 'a leading space'],
  ])("rejects '%s' (%s)", (guid) => {
    expect(isValidGuid(guid)).toBe(false);
  });
});

describe('zGuid', () => {
  it('parses a valid guid unchanged', () => {
    const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    expect(zGuid.parse(guid)).toBe(guid);
  });

  it('rejects the empty guid and non-text', () => {
    expect(zGuid.safeParse(EMPTY_GUID).success).toBe(false);
    expect(zGuid.safeParse(123).success).toBe(false);
  });
});
