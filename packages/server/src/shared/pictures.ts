import type { ErrorText } from '@portal/core/i18n';
import { PICTURE_MAX_BYTES } from '@portal/core';

/** The answers to a refused picture (of a user account or a group). */
export const PICTURE_TYPE_REFUSED = 'errors.server.pictureTypeRefused';
export const PICTURE_TOO_LARGE: ErrorText = {
  key: 'errors.server.pictureTooLarge',
  values: { megabytes: PICTURE_MAX_BYTES / 1_048_576 },
};

/** Decodes base64 (bare or a data URL); undefined when the text is not base64 at all. */
export function decodeBase64(text: string): Buffer | undefined {
  const bare = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 !== 0) return undefined;
  return Buffer.from(bare, 'base64');
}
