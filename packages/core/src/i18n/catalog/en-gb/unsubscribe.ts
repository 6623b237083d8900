// The same wording as en-us.
export { unsubscribe } from '../en-us/unsubscribe';
