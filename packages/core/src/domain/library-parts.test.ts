import { describe, expect, it } from 'vitest';
import { isSectionTypeOn } from './library-parts';

describe('section types of a part of the library', () => {
  it('leaves related sections out where the brand has related content or the library off', () => {
    expect(isSectionTypeOn({}, 'related')).toBe(true);
    expect(isSectionTypeOn({ relatedContent: false }, 'related')).toBe(false);
    expect(isSectionTypeOn({ resourceGroup: false }, 'related')).toBe(false);
  });

  it('keeps the other types, unknown ones included, whatever the part flags say', () => {
    const off = { relatedContent: false, trendingContent: false, featuredContent: false };
    for (const type of ['attachments', 'text', 'aTypeOfLater']) {
      expect(isSectionTypeOn(off, type)).toBe(true);
    }
  });
});
