// The same wording as en-us.
export { checkup } from '../en-us/checkup';
