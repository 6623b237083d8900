import { PICTURE_MAX_BYTES } from '@portal/core';

/** The answers to a refused picture (of a user account or a group). */
export const PICTURE_TYPE_REFUSED = 'The picture must be a PNG, JPEG or WebP image.';
export const PICTURE_TOO_LARGE = `The picture must be at most ${PICTURE_MAX_BYTES / 1_048_576} MB.`;

/** Decodes base64 (bare or a data URL); undefined when the text is not base64 at all. */
export function decodeBase64(text: string): Buffer | undefined {
  const bare = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 !== 0) return undefined;
  return Buffer.from(bare, 'base64');
}
