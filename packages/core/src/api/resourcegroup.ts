import { resourceGroupCalls } from './resourcegroup-groups';
import { contentItemCalls } from './resourcegroup-items';
import { contentProgressCalls } from './resourcegroup-series';
import { contentFileCalls } from './resourcegroup-files';

/** Resource groups and their content (part 2's `resourcegroup` calls that are built). */
export const resourceGroupApi = {
  ...resourceGroupCalls,
  ...contentItemCalls,
  ...contentProgressCalls,
  ...contentFileCalls,
};
