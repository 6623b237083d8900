// The same wording as en-us.
export { home } from '../en-us/home';
