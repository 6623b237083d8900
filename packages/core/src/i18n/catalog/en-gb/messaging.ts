import type { Catalog } from '../types';
import { messaging as enUs } from '../en-us/messaging';

// The en-us wording with British spelling.
export const messaging: Catalog['messaging'] = {
  ...enUs,
  templates: { ...enUs.templates, customized: 'Customised' },
};
