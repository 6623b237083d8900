import { describe, expect, it } from 'vitest';
import { EMPTY_GUID, escapePushedText, isBlank, splitAtMoreMarker, withHttp } from './text';

describe('isBlank', () => {
  it('treats null, undefined, empty and whitespace as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(' \t\n')).toBe(true);
  });

  it('treats any visible character as not blank', () => {
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank('0')).toBe(false);
  });
});

describe('withHttp', () => {
  it('prefixes http:// to a bare host', () => {
    expect(withHttp('www.client.example')).toBe('http://www.client.example');
  });

  it('keeps addresses that start with http or https, in any case', () => {
    expect(withHttp('https://client.example')).toBe('https://client.example');
    expect(withHttp('HTTP://client.example')).toBe('HTTP://client.example');
  });

  it('trims and answers empty for blank input', () => {
    expect(withHttp('  client.example ')).toBe('http://client.example');
    expect(withHttp('')).toBe('');
    expect(withHttp(null)).toBe('');
  });
});

describe('escapePushedText', () => {
  it('escapes angle brackets and ampersands', () => {
    expect(escapePushedText('<b>Tom & Jerry</b>')).toBe('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;');
  });

  it('escapes an ampersand once, even in an entity', () => {
    expect(escapePushedText('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text alone', () => {
    expect(escapePushedText('Saved "plan" at 5')).toBe('Saved "plan" at 5');
  });
});

describe('splitAtMoreMarker', () => {
  it('shows the text before the marker and hides the rest', () => {
    expect(splitAtMoreMarker('Short intro.{{...}} The long part.')).toEqual({
      visible: 'Short intro.',
      hidden: ' The long part.',
    });
  });

  it('shows everything when there is no marker', () => {
    expect(splitAtMoreMarker('All of it')).toEqual({ visible: 'All of it', hidden: '' });
  });

  it('has nothing to reveal when the marker ends the text', () => {
    expect(splitAtMoreMarker('Done{{...}}')).toEqual({ visible: 'Done', hidden: '' });
  });

  it('splits at the first marker only', () => {
    expect(splitAtMoreMarker('a{{...}}b{{...}}c')).toEqual({ visible: 'a', hidden: 'b{{...}}c' });
  });

  it('does not take other double-brace texts for the marker', () => {
    expect(splitAtMoreMarker('Hello {{name}}')).toEqual({ visible: 'Hello {{name}}', hidden: '' });
  });
});

describe('EMPTY_GUID', () => {
  it('is all zeros in the 8-4-4-4-12 form', () => {
    expect(EMPTY_GUID).toMatch(/^0{8}-0{4}-0{4}-0{4}-0{12}$/);
  });
});
