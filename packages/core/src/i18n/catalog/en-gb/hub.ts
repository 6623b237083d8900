// The same wording as en-us.
export { hub } from '../en-us/hub';
