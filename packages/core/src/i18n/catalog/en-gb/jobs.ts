// The same wording as en-us.
export { jobs } from '../en-us/jobs';
