import { z } from 'zod';
import { BRAND_KEYS } from '../brands/types';
import type { AppConfig } from '../domain/app-config';
import { FEATURES } from '../domain/features';
import { zAppPageInput } from './app-page';

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'A colour as #rrggbb.');

/**
 * A brand's whole application configuration as the appconfig page edits, exports and imports it:
 * its flags (known names only), theme colours and pages. `appName` and `version` are what an
 * exported file says it came from; they are shown, never applied.
 */
export const zAppConfigDocument = z.object({
  appName: z.enum(BRAND_KEYS).optional(),
  version: z.number().int().min(0).optional(),
  features: z.partialRecord(z.enum(FEATURES), z.boolean()),
  theme: z.strictObject({
    primary: hex,
    secondary: hex,
    background: hex,
    surface: hex,
    text: hex,
  }),
  pages: z
    .array(zAppPageInput.omit({ id: true }))
    .max(200)
    .refine(
      (pages) => new Set(pages.map((page) => page.name)).size === pages.length,
      'Each page needs a name of its own.',
    ),
});
export type TAppConfigDocument = z.output<typeof zAppConfigDocument>;

/** The configuration as a document to edit or export (what zAppConfigDocument reads back). */
export function appConfigDocument(config: AppConfig): TAppConfigDocument {
  return {
    appName: config.appName,
    version: config.version,
    features: config.features,
    theme: config.theme,
    pages: config.pages,
  };
}

/** What applying a document would change: flags, theme colours, and pages by name. */
export type TAppConfigChanges = {
  features: { name: string; on: boolean }[];
  theme: string[];
  pagesAdded: string[];
  pagesRemoved: string[];
  pagesChanged: string[];
};

/** JSON with object keys sorted, so two values compare by content whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The changes from `current` to `next`; a flag the document does not name stays as it is. */
export function appConfigChanges(current: AppConfig, next: TAppConfigDocument): TAppConfigChanges {
  const before = new Map(current.pages.map((page) => [page.name, page]));
  const after = new Map(next.pages.map((page) => [page.name, page]));
  return {
    features: Object.entries(next.features)
      .filter(([name, on]) => (current.features[name] !== false) !== on)
      .map(([name, on]) => ({ name, on: on === true })),
    theme: (Object.keys(next.theme) as (keyof typeof next.theme)[]).filter(
      (key) => next.theme[key].toLowerCase() !== current.theme[key].toLowerCase(),
    ),
    pagesAdded: [...after.keys()].filter((name) => !before.has(name)),
    pagesRemoved: [...before.keys()].filter((name) => !after.has(name)),
    pagesChanged: [...after]
      .filter(([name, page]) => {
        const old = before.get(name);
        return old !== undefined && !same(old, page);
      })
      .map(([name]) => name),
  };
}

export const noChanges = (changes: TAppConfigChanges): boolean =>
  Object.values(changes).every((list) => list.length === 0);
