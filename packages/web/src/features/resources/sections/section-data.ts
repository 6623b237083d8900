import { z } from 'zod';
import { zSafeLink } from '@portal/core';

/**
 * A section's settings read by its renderer. Stored settings of the types the server does not
 * check are free JSON, so each renderer parses what it needs and shows "unavailable" when the
 * settings do not fit (never breaking the page).
 */
export function readData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A labelled link of a site path, http(s) or mailto (javascript: and the like are refused). */
export const zLabelledLink = z.object({ label: z.string().max(200), href: zSafeLink });
export type LabelledLink = z.output<typeof zLabelledLink>;

/**
 * An image's address: its stored file by the signed address the server gave with the item
 * (none when the file is unknown or out of reach), else its (checked) link.
 */
export const imageSource = (
  image: { fileId?: string | undefined; url?: string | undefined },
  fileUrls: Readonly<Record<string, string>>,
) =>
  image.fileId
    ? (fileUrls[image.fileId] ?? null)
    : image.url && zSafeLink.safeParse(image.url).success
      ? image.url
      : null;

/** A link opens in this tab when it is a path of this site, in a new one otherwise. */
export const isSitePath = (href: string) => /^\/(?!\/)/.test(href);
