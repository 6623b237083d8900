import type { Catalog } from '../types';
import { profile as enUs } from '../en-us/profile';

// The en-us wording reads the same in British English.
export const profile: Catalog['profile'] = enUs;
