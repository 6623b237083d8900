import { createContext, useContext } from 'react';

/** Where a page of sections is shown: which item, in which group, and whether someone reads it signed in. */
export type SectionScope = {
  /** The item the sections belong to (keeps a checklist's ticks apart from another item's). */
  contentId: string | null;
  /** The group the page is read in: links to other items stay in it. */
  groupCode: string | null;
  /** A visitor of a public item: the sections about a person ask them to sign in. */
  signedIn: boolean;
  /** The signed addresses of the files the item uses (its images), by file id. */
  fileUrls: Readonly<Record<string, string>>;
  /** A link of the item as the reader follows it: its declared content params filled in. */
  linkFor: (href: string) => string;
};

export const SectionScopeContext = createContext<SectionScope>({
  contentId: null,
  groupCode: null,
  signedIn: false,
  fileUrls: {},
  linkFor: (href) => href,
});

export const useSectionScope = () => useContext(SectionScopeContext);

/** The element id of a section: the `sectionHash` of a link to one part of a page. */
export const sectionAnchor = (sectionId: string) => `section-${sectionId}`;

/** The page of an item, in the group it is read in. */
export const contentPath = (groupCode: string, contentId: string) =>
  `/resources/${encodeURIComponent(groupCode)}/view/${encodeURIComponent(contentId)}`;
