// The same wording as en-us.
export { print } from '../en-us/print';
