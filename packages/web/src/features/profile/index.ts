// What other features place on their pages: the home page's pending describer requests block.
export { PendingDescriberRequests } from './requests/PendingDescriberRequests';
