import { z } from 'zod';
import { isValidGuid } from '../validation/guid';
import { ZRichText } from '../validation/rich-text';
import { richTextPlain } from './text';
import { CONTENT_SECTION_TYPES, type ContentSectionType } from './names';

export const isContentSectionType = (type: string): type is ContentSectionType =>
  (CONTENT_SECTION_TYPES as readonly string[]).includes(type);

export const CONTENT_SECTION_LIMITS = {
  /** Sections of a page, counted at every depth. */
  sections: 300,
  /** row → col → section → ... */
  depth: 6,
  children: 50,
  title: 200,
  /** The JSON text of one section's own settings. */
  dataChars: 20_000,
} as const;

/**
 * Links a section may carry: http(s), mailto, or a path of this site (not `//host`, which
 * leaves it). Anything else (javascript:, data:) is refused.
 */
export const zSafeLink = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => /^(https?:\/\/|mailto:)/i.test(url) || /^\/(?!\/)/.test(url), {
    message: 'Links must be http, https, mailto or a path of this site.',
  });

const zGuidText = z.string().refine(isValidGuid, { message: 'Invalid identifier' });

/** A section's id within its page (the `sectionHash` of links to it). */
export const zContentSectionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A section id is 1 to 40 letters and digits.');

/** survey and contentSurvey: the release whose survey the page shows (none until one is chosen). */
const zSurveySectionData = z.object({ releaseId: zGuidText.optional() }).loose();

/**
 * The settings of the section types whose data the server must trust (links, files, text,
 * references); the other types' settings are free JSON within the size limit, read by their
 * renderer. A type not listed here (a future one) is kept and flagged as unknown.
 */
const SECTION_DATA: Partial<Record<ContentSectionType, z.ZodType>> = {
  title: z.object({ text: z.string().max(500) }).loose(),
  text: z.object({ body: ZRichText }).loose(),
  button: z.object({ label: z.string().max(200), href: zSafeLink }).loose(),
  image: z
    .object({ fileId: zGuidText.optional(), url: zSafeLink.optional(), alt: z.string().max(500) })
    .loose()
    .refine((d) => d.fileId !== undefined || d.url !== undefined, {
      message: 'An image needs a file or a link.',
    }),
  imageCarousel: z
    .object({
      images: z
        .array(z.object({ fileId: zGuidText.optional(), url: zSafeLink.optional() }).loose())
        .max(50),
    })
    .loose(),
  video: z
    .object({ contentId: zGuidText.optional(), url: zSafeLink.optional() })
    .loose()
    .refine((d) => d.contentId !== undefined || d.url !== undefined, {
      message: 'A video needs an uploaded video or a link.',
    }),
  related: z.object({ contentIds: z.array(zGuidText).max(50) }).loose(),
  attachments: z.object({ contentIds: z.array(zGuidText).max(50) }).loose(),
  simpleNav: z
    .object({ links: z.array(z.object({ label: z.string().max(200), href: zSafeLink })).max(50) })
    .loose(),
  survey: zSurveySectionData,
  contentSurvey: zSurveySectionData,
};

/** One section as stored: its type, its settings, and for row and col its children. */
export type TContentSection = {
  /** Unique within the page: the `sectionHash` of the spec's links to one section. */
  id: string;
  type: string;
  title?: string | undefined;
  data: Record<string, unknown>;
  children?: TContentSection[] | undefined;
};

const zSectionShape: z.ZodType<TContentSection> = z.lazy(() =>
  z.object({
    id: zContentSectionId,
    type: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, 'Not a section type name.'),
    title: z.string().trim().max(CONTENT_SECTION_LIMITS.title).optional(),
    data: z
      .record(z.string(), z.json())
      .default({})
      .refine((d) => JSON.stringify(d).length <= CONTENT_SECTION_LIMITS.dataChars, {
        message: `A section's settings are at most ${CONTENT_SECTION_LIMITS.dataChars} characters.`,
      }),
    children: z.array(zSectionShape).max(CONTENT_SECTION_LIMITS.children).optional(),
  }),
);

/** Every section of a page, depth first, with its depth and parent type. */
export function walkSections(
  sections: readonly TContentSection[],
  visit: (section: TContentSection, depth: number, parentType: string | null) => void,
  depth = 1,
  parentType: string | null = null,
): void {
  for (const section of sections) {
    visit(section, depth, parentType);
    if (section.children) walkSections(section.children, visit, depth + 1, section.type);
  }
}

/**
 * A page's sections: each known type's settings checked, rows hold only columns and only rows
 * hold columns, ids unique, depth and count bounded. Unknown types pass (see unknownSectionTypes).
 */
export const ZContentSections = z
  .array(zSectionShape)
  .max(CONTENT_SECTION_LIMITS.sections)
  .superRefine((sections, ctx) => {
    const ids = new Set<string>();
    let count = 0;
    walkSections(sections, (section, depth, parentType) => {
      count += 1;
      const where = `section ${section.id}`;
      if (ids.has(section.id)) ctx.addIssue({ code: 'custom', message: `${where}: id repeated.` });
      ids.add(section.id);
      if (depth > CONTENT_SECTION_LIMITS.depth) {
        ctx.addIssue({ code: 'custom', message: `${where}: nested too deep.` });
      }
      if ((parentType === 'row') !== (section.type === 'col')) {
        ctx.addIssue({ code: 'custom', message: `${where}: a row holds columns, only.` });
      }
      if (section.children?.length && section.type !== 'row' && section.type !== 'col') {
        ctx.addIssue({ code: 'custom', message: `${where}: only rows and columns hold sections.` });
      }
      const schema = isContentSectionType(section.type) ? SECTION_DATA[section.type] : undefined;
      const checked = schema?.safeParse(section.data);
      if (checked && !checked.success) {
        const first = checked.error.issues[0];
        ctx.addIssue({
          code: 'custom',
          message:
            `${where} (${section.type}): ${first?.path.join('.') ?? ''} ${first?.message ?? ''}`.trim(),
          // What a screen needs to word the problem in its reader's language.
          params: { sectionType: section.type },
        });
      }
    });
    if (count > CONTENT_SECTION_LIMITS.sections) {
      ctx.addIssue({ code: 'custom', message: 'Too many sections.' });
    }
  });

/** The types on a page that this version does not know: shown as "unavailable", kept as stored. */
export function unknownSectionTypes(sections: readonly TContentSection[]): string[] {
  const unknown = new Set<string>();
  walkSections(sections, (section) => {
    if (!isContentSectionType(section.type)) unknown.add(section.type);
  });
  return [...unknown].sort();
}

/** The words a page shows, for search: section titles, title texts, text bodies, button labels. */
export function contentSectionText(sections: readonly TContentSection[]): string {
  const parts: string[] = [];
  walkSections(sections, (section) => {
    if (section.title) parts.push(section.title);
    const { data } = section;
    if (section.type === 'title' && typeof data.text === 'string') parts.push(data.text);
    if (section.type === 'button' && typeof data.label === 'string') parts.push(data.label);
    if (section.type === 'text') {
      const body = ZRichText.safeParse(data.body);
      if (body.success) parts.push(richTextPlain(body.data));
    }
  });
  return parts.join('\n');
}

/** The spec's content entity types. */
export const CONTENT_ENTITY_TYPES = ['Content', 'ContentVideo', 'ContentAttachment'] as const;
export type ContentEntityType = (typeof CONTENT_ENTITY_TYPES)[number];
