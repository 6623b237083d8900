import type { TPageRef } from '@portal/core';

/** What the edit mode's editor changes: a text (plain or rich), an image, or a page's banners. */
export type PageEditTarget =
  | { kind: 'text'; page: TPageRef; name: string; rich: boolean }
  | { kind: 'image'; page: TPageRef; name: string }
  | { kind: 'banners'; page: TPageRef };
