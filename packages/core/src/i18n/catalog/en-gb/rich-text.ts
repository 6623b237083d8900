// The same wording as en-us.
export { richText } from '../en-us/rich-text';
