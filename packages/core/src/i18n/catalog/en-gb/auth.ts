// The same wording as en-us.
export { auth } from '../en-us/auth';
