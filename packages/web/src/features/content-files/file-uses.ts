import type { TFunction } from 'i18next';
import type { TContentFileUse } from '@portal/core';

/** What a use of a file is called: an item by its title, a page or a message template as such. */
export function titleOfUse(t: TFunction, use: TContentFileUse): string {
  if (use.page) return t('contentFiles.editor.usePage', { name: use.title });
  if (use.template) return t('contentFiles.editor.useTemplate', { name: use.title });
  return use.title;
}
