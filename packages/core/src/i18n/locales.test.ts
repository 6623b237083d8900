import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales';

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
