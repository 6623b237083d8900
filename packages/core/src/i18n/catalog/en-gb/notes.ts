// The same wording as en-us.
export { notes } from '../en-us/notes';
