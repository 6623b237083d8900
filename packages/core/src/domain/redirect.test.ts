import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/plan?tab=2#steps')).toBe('/plan?tab=2#steps');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    ['another origin', 'https://evil.example/plan'],
    ['a protocol-relative address', '//evil.example/plan'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a tab browsers strip', '/\t/evil.example'],
    ['a newline browsers strip', '/\n/evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'plan'],
    ['nothing', ''],
    ['null', null],
  ])('sends %s home', (_, value) => {
    expect(isSameOriginPath(value)).toBe(false);
    expect(safeRedirectPath(value)).toBe('/');
  });
});
