// The same wording as en-us.
export { groups } from '../en-us/groups';
