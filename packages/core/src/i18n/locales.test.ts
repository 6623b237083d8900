import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('takes the portal’s language that matches a tag exactly, in any case', () => {
    expect(negotiateLocale(['de'])).toBe('de');
    expect(negotiateLocale(['pt-BR'])).toBe('pt-br');
    expect(negotiateLocale(['es-419'])).toBe('es-419');
    expect(negotiateLocale(['en-GB'])).toBe('en-gb');
  });

  it('takes the base language of a region the portal has no catalog for', () => {
    expect(negotiateLocale(['de-AT'])).toBe('de');
    expect(negotiateLocale(['fr-CA'])).toBe('fr');
    expect(negotiateLocale(['pl-PL'])).toBe('pl');
  });

  it('writes English, Spanish and Portuguese the way the region does', () => {
    expect(negotiateLocale(['en'])).toBe('en-us');
    expect(negotiateLocale(['en-US'])).toBe('en-us');
    expect(negotiateLocale(['en-AU'])).toBe('en-gb');
    expect(negotiateLocale(['es-MX'])).toBe('es-419');
    expect(negotiateLocale(['es-ES'])).toBe('es');
    expect(negotiateLocale(['es'])).toBe('es');
    expect(negotiateLocale(['pt-PT'])).toBe('pt');
  });

  it('goes down the list to the first language it has', () => {
    expect(negotiateLocale(['zh-CN', 'ja', 'it-IT', 'de'])).toBe('it');
  });

  it('answers null when it has none of them, or a tag is not a language tag', () => {
    expect(negotiateLocale(['zh-CN', 'ja'])).toBeNull();
    expect(negotiateLocale([])).toBeNull();
    expect(negotiateLocale(['*', 'not a tag!', ''])).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by quality, keeping the header order among equals', () => {
    expect(acceptedLanguages('fr;q=0.8, de-CH, en;q=0.8, *;q=0.1')).toEqual(['de-CH', 'fr', 'en']);
  });

  it('leaves out refused tags and reads an absent or empty header as no preference', () => {
    expect(acceptedLanguages('pl;q=0, pt-BR')).toEqual(['pt-BR']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('gives the portal language of a header through negotiateLocale', () => {
    expect(negotiateLocale(acceptedLanguages('xx, es-MX;q=0.9'))).toBe('es-419');
  });
});
