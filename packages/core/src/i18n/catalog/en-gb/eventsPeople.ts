import { eventsPeople as american } from '../en-us/eventsPeople';

// British spelling; otherwise the same wording as en-us.
export const eventsPeople = {
  ...american,
  availability: {
    ...american.availability,
    eventTypesHelp: 'Reference ids of the catalogue items, separated by commas.',
  },
};
