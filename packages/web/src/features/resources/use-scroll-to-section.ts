import { useEffect } from 'react';
import { sectionAnchor } from './sections/section-scope';

/**
 * Brings the section a link names into view once the page is drawn: the `sectionHash` of the
 * public links, or the `#` part of a member's link (`#intro` or `#section-intro`).
 */
export function useScrollToSection(sectionHash: string | undefined, ready: boolean) {
  useEffect(() => {
    const hash = sectionHash ?? decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (!ready || !hash) return;
    const target = document.getElementById(sectionAnchor(hash)) ?? document.getElementById(hash);
    target?.scrollIntoView?.({ block: 'start' });
  }, [sectionHash, ready]);
}
