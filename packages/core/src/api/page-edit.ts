import { z } from 'zod';
import { PAGE_EDIT_MODE_RULE } from '../access/page-edit';
import type { AppConfig, PageBanner, PageTextValue } from '../domain/app-config';
import { zPageBanners, zPageTextValue } from '../validation/app-page';
import { zGuid } from '../validation/guid';
import { endpoint, gatedBy, json } from './endpoint';

const base = '/api/apppage';
const config = json<AppConfig>('AppConfig');

/** A text's name: letters, digits, dots, hyphens and underscores. */
const zTextName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/);

/** The page an edit is for: its name (a route's, or the default page's) and its route. */
export const zPageRef = z.object({
  name: zTextName,
  route: z.string().trim().max(500).default(''),
});
export type TPageRef = z.output<typeof zPageRef>;

/** One text of a page, set or (null) removed so that the next in the lookup order applies. */
export const zPageTextEdit = z.object({
  page: zPageRef,
  name: zTextName,
  value: zPageTextValue.nullable(),
});
export type TPageTextEdit = z.input<typeof zPageTextEdit>;

export const zPageBannersEdit = z.object({ page: zPageRef, banners: zPageBanners });
export type TPageBannersEdit = z.input<typeof zPageBannersEdit>;

/** Whose history: a text of a page (`name`), or the page's banners. */
export const zPageHistoryQuery = z.discriminatedUnion('item', [
  z.object({ page: zTextName, item: z.literal('text'), name: zTextName }),
  z.object({ page: zTextName, item: z.literal('banners') }),
]);
export type TPageHistoryQuery = z.input<typeof zPageHistoryQuery>;

/** A saved version of a page text (null: removed) or of a page's banners. */
export type TPageEditVersion = {
  id: string;
  value: PageTextValue | PageBanner[] | null;
  savedAt: string;
  /** Who saved it, by name; null once that account is gone. */
  savedBy: string | null;
};

/** An image of the content library that a page may show. */
export type TPageImageChoice = {
  id: string;
  name: string;
  /** Its address once a page shows it (`pageImageAddress`). */
  address: string;
  /** A signed address to preview it now. */
  preview: string;
};

export const zPageImageQuery = z.object({ search: z.string().trim().max(200).optional() });

/** How many saved versions of one text or banner list the history keeps. */
export const PAGE_HISTORY_LIMIT = 50;
/** How many images the image choice lists (the newest, or those whose name matches). */
export const PAGE_IMAGE_CHOICES = 48;

/**
 * In-place editing (an addition: the spec names the edit mode only): one text or a page's
 * banners saved at a time, so that two editors on two pages do not overwrite each other; each
 * save is a version that can be restored, audited, and reaches every open browser of the brand.
 * The brand's `pageEditing` flag switches it whole.
 */
const endpoints = {
  saveText: endpoint({
    method: 'POST',
    path: `${base}/SaveText`,
    access: PAGE_EDIT_MODE_RULE,
    summary: 'Sets (or, with null, removes) one text of a page of the caller brand.',
    body: zPageTextEdit,
    answer: config,
  }),
  saveBanners: endpoint({
    method: 'POST',
    path: `${base}/SaveBanners`,
    access: PAGE_EDIT_MODE_RULE,
    summary: "Replaces a page's banners.",
    body: zPageBannersEdit,
    answer: config,
  }),
  history: endpoint({
    method: 'GET',
    path: `${base}/History`,
    access: PAGE_EDIT_MODE_RULE,
    summary: `The saved versions of a page text or of a page's banners, newest first (at most ${PAGE_HISTORY_LIMIT}).`,
    query: zPageHistoryQuery,
    answer: json<TPageEditVersion[]>('PageEditVersion[]'),
  }),
  restore: endpoint({
    method: 'POST',
    path: `${base}/Restore/:versionId`,
    access: PAGE_EDIT_MODE_RULE,
    summary: 'Saves a version of the history again (a new version).',
    params: z.object({ versionId: zGuid }),
    answer: config,
  }),
  images: endpoint({
    method: 'GET',
    path: `${base}/Images`,
    access: PAGE_EDIT_MODE_RULE,
    summary: "The brand's library images a page may show, newest first.",
    query: zPageImageQuery,
    answer: json<TPageImageChoice[]>('PageImageChoice[]'),
  }),
};

/** The edit mode's calls, in brands with `pageEditing` on. */
export const pageEditApi = gatedBy('pageEditing', endpoints);
