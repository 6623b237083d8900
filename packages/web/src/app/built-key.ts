import type { TextKey } from '@portal/core/i18n';

/**
 * A text key built from data TypeScript cannot follow to the catalog (a form field's path, an
 * answer's number). Every other key is checked when compiling; the catalog check counts the
 * keys under a built prefix as used, and each screen's tests render its built keys.
 */
export function builtKey(key: `${string}.${string}`): TextKey {
  return key as TextKey;
}
