import { queryClient } from '../../app/QueryRoot';
import type { PageDataContext } from '../../app/page-data';
import { accountQuery } from '../account/account-api';

/** Home's first call, the signed-in person's account, asked for while the page's code downloads. */
export function prefetchPageData({ api, session, brand }: PageDataContext): void {
  if (session) void queryClient.prefetchQuery(accountQuery(api, session.userId, brand));
}
