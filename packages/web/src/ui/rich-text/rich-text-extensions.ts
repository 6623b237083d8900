import StarterKit from '@tiptap/starter-kit';
import { safeLink } from '@portal/core';

/**
 * Only what stored rich text can hold: no code, strike-through or rules; links
 * limited to http(s) and mailto, never opened while editing.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    // Pasted headings of any of these levels stay headings; the toolbar makes level 3.
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      isAllowedUri: (url) => safeLink(url) !== undefined,
    },
  }),
];
