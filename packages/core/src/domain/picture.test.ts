import { describe, expect, it } from 'vitest';
import { pictureTypeOf } from './picture';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

describe('pictureTypeOf', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(pictureTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(pictureTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(pictureTypeOf(text('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, GIF, other RIFF files and truncated headers', () => {
    expect(pictureTypeOf(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(pictureTypeOf(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(pictureTypeOf(text('GIF89a'))).toBeNull();
    expect(pictureTypeOf(text('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(pictureTypeOf(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(pictureTypeOf(bytes())).toBeNull();
  });
});
