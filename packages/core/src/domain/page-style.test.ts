import { describe, expect, it } from 'vitest';
import {
  isSafeClass,
  isSafeColour,
  isSafeLength,
  isSafeStyle,
  styleDeclarations,
} from './page-style';

describe('page text presentation values', () => {
  it('accepts plain declarations of allow-listed properties', () => {
    for (const style of [
      '',
      'color: #123456',
      'font-size: 1.2rem; font-weight: 700;',
      'margin: 0 auto; padding: 8px 16px',
      'background-color: rgb(10, 20, 30) !important',
      'border: 1px solid #ccc; border-radius: 8px',
    ]) {
      expect(isSafeStyle(style), style).toBe(true);
    }
  });

  it('refuses what loads, runs or breaks out: unknown properties, urls, expressions, markup', () => {
    for (const style of [
      'background: url(https://evil.example/x.png)',
      'background-image: url(x)',
      'width: expression(alert(1))',
      'color: red; position: fixed',
      'color: red"><script>alert(1)</script>',
      'color: red; } body { display: none',
      'font-size: 12px; behavior: url(x.htc)',
      'color',
      'color: javascript',
      'color: \\75rl(x)',
    ]) {
      expect(isSafeStyle(style), style).toBe(false);
    }
  });

  it('checks class names, colours and widths', () => {
    expect(isSafeClass('hero-title text_large')).toBe(true);
    expect(isSafeClass('a" onclick="x')).toBe(false);
    expect(isSafeClass('a<b')).toBe(false);
    expect(isSafeColour('#0a5')).toBe(true);
    expect(isSafeColour('rebeccapurple')).toBe(true);
    expect(isSafeColour('hsl(120, 50%, 40%)')).toBe(true);
    expect(isSafeColour('red; position: fixed')).toBe(false);
    expect(isSafeLength('320px')).toBe(true);
    expect(isSafeLength('50%')).toBe(true);
    expect(isSafeLength('100')).toBe(true);
    expect(isSafeLength('calc(100% - 1px)')).toBe(false);
  });
});

describe('styleDeclarations', () => {
  it('keeps the allowed declarations and leaves out the rest', () => {
    expect(
      styleDeclarations('color: red; background: url(x); font-size: 2rem !important; bad'),
    ).toEqual([
      ['color', 'red'],
      ['font-size', '2rem'],
    ]);
    expect(styleDeclarations(undefined)).toEqual([]);
  });
});
