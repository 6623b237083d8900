// The same wording as en-us.
export { plan } from '../en-us/plan';
