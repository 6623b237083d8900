import type { TemplateShape } from './builtin-templates';

/** The code of a resource group's new-content alert (sendContentAlert). */
export const CONTENT_ALERT = 'content-alert';

/** Messages of the content library. */
export const CONTENT_TEMPLATES: readonly TemplateShape[] = [
  { code: CONTENT_ALERT, greeting: 'firstName', transactional: false },
];
