import { queryClient } from '../../app/QueryRoot';
import type { PageDataContext } from '../../app/page-data';
import { planAddressOf, planQuery } from './plan-query';

/** The plan page's plan, asked for while the page's code downloads. */
export function prefetchPageData({ api, session, params }: PageDataContext): void {
  const address = planAddressOf(params, session);
  if (address) void queryClient.prefetchQuery(planQuery(api, address));
}
