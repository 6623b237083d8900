// The same wording as en-us.
export { webhooks } from '../en-us/webhooks';
