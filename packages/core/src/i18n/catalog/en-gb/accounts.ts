import { accounts as american } from '../en-us/accounts';

// British spelling; otherwise the same wording as en-us.
export const accounts = {
  ...american,
  sections: { ...american.sections, crm: 'Organisation' },
  fields: { ...american.fields, successCenter: 'Success centre' },
};
