// The same wording as en-us.
export { security } from '../en-us/security';
