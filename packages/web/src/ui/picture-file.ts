import { PICTURE_MAX_BYTES, pictureTypeOf } from '@portal/core';

/** The picture types the pickers offer (what the server accepts). */
export const PICTURE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** A file as a data URL (base64), the form the upload calls take. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export type PictureRead = { data: string } | { problem: 'tooLarge' | 'wrongType' };

/**
 * A chosen picture checked as the server checks it (size, and type by its first bytes), as a
 * data URL: the app's CSP allows images from itself and data: only, not blob:.
 */
export async function readPictureFile(file: File): Promise<PictureRead> {
  if (file.size > PICTURE_MAX_BYTES) return { problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!pictureTypeOf(head)) return { problem: 'wrongType' };
  return { data: await readAsDataUrl(file) };
}
