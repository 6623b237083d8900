import type { Catalog } from '../types';
import { account as enUs } from '../en-us/account';

// The en-us wording with British spelling.
export const account: Catalog['account'] = {
  ...enUs,
  invite: { ...enUs.invite, organisation: 'a link to an organisation' },
};
