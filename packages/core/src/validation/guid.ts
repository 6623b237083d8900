import { z } from 'zod';
import { EMPTY_GUID } from '../domain/text';

const HEX_GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const GUID = new RegExp(`^(?:${HEX_GUID}|\\{${HEX_GUID}\\})$`);

/** 8-4-4-4-12 hex digits, optionally in braces; the empty (all-zero) guid is not valid. */
export function isValidGuid(value: string): boolean {
  if (!GUID.test(value)) return false;
  return value.replace(/[{}]/g, '') !== EMPTY_GUID;
}

/** A guid as the spec accepts it. */
export const zGuid = z.string().refine(isValidGuid, { message: 'Invalid identifier' });
