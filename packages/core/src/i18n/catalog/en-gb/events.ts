// The same wording as en-us.
export { events } from '../en-us/events';
