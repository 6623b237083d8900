import { z } from 'zod';
import { zGuid } from '../validation/guid';
import {
  ZGenerateMetrics,
  ZMetricsAge,
  type TUserAccountMetrics,
} from '../validation/user-account-admin';
import { endpoint, gatedBy, json } from './endpoint';

const base = '/api/useraccountmetrics';
// Any signed-in person may call; only the metrics of a person the caller may see are answered.
const access = 'any';
const zPerson = z.object({ x: zGuid });
const metrics = json<TUserAccountMetrics>('TUserAccountMetrics');

/**
 * A person's counts (profiles, plan, events, checkups), stored, fresh for 10 minutes by default;
 * in brands with `userMetrics` on.
 */
export const userAccountMetricsApi = gatedBy('userMetrics', {
  generate: endpoint({
    method: 'GET',
    path: `${base}/generateMetrics/:x`,
    access,
    summary: "Counts person {x}'s metrics anew and stores them.",
    params: zPerson,
    query: ZGenerateMetrics,
    answer: metrics,
  }),
  fresh: endpoint({
    method: 'GET',
    path: `${base}/GetByIdFresh/:x`,
    access,
    summary: "Person {x}'s metrics, counted anew when older than {ageMin} minutes.",
    params: zPerson,
    query: ZMetricsAge,
    answer: metrics,
  }),
  freshAll: endpoint({
    method: 'GET',
    path: `${base}/GetByIdFreshAll/:x`,
    access,
    summary: "Person {x}'s metrics with every provider's detail, counted anew when older.",
    params: zPerson,
    query: ZMetricsAge,
    answer: metrics,
  }),
  // A print view's data: {a} is the brand (as the call's), {b} the person; the key in the header.
  freshAllPrint: endpoint({
    method: 'GET',
    path: `${base}/GetByIdFreshAllPrint/:a/:b`,
    access: 'anonymous',
    summary: "Person {b}'s metrics for a print view of brand {a}, opened by its print key.",
    params: z.object({ a: z.string(), b: zGuid }),
    query: ZMetricsAge,
    answer: metrics,
  }),
});
