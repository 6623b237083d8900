import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  COHORT_STAFF,
  ORGANISATION_STAFF,
  SECURITY_ADMIN,
  ZCrmAccountSave,
  ZCrmAccountSearch,
  ZFindAccountsByName,
  ZUserAccountIdList,
  anyOf,
  emptyPagedResult,
  isValidGuid,
  zGuid,
  zPagedQuery,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { issuePrintKey, renderPdf } from '../../documents/documents';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { parseInput } from '../../http/errors';
import { callContext } from './account-context';
import {
  activeCohortMembers,
  dashboardCounts,
  exportAccounts,
  removeAccount,
  surveyLink,
  syncTrainersWithGroups,
  testAccountWebhook,
} from './crmaccount-admin.service';
import { accountCertificate } from './crmaccount-certificate.service';
import { mergeAccounts } from './crmaccount-merge.service';
import { requireAwardsVisible } from './crmaccount.policy';
import {
  addAccountInviteCode,
  childAccounts,
  findAccounts,
  findAccountsByName,
  getAccount,
  getAccounts,
  getByAccountId,
  getByAccountIds,
  relatedAccounts,
  saveAccount,
  setAccountPeople,
} from './crmaccount.service';

/** The print scope of account certificates: `/print/crmAccountCertificate/...`. */
export const CERTIFICATE_PRINT_SCOPE = 'crmAccountCertificate';
/** CohortFindAccounts: the rule of `accounts/cohortadmin`, and employees. */
const COHORT_SEARCHERS = anyOf(COHORT_STAFF, 'globalDataAccess');
const zFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0']))
  .transform((flag) => flag === 'true' || flag === '1');
const zId = z.object({ id: zGuid });
const zPair = z.object({ a: zGuid, b: zGuid });
const zIds = z.array(zGuid).max(1000);
const zAccountIds = z.array(z.string().trim().min(1).max(100)).max(1000);
const zAccountIdParam = z.object({ id: z.string().trim().min(1).max(100) });

/** crmaccount area: accounts, their trees, people, awards, merges and certificates. */
export function registerCrmAccountRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const staff = { config: { access: ORGANISATION_STAFF } } as const;
  const ctx = (request: Parameters<typeof callContext>[1]) => callContext(db, request);
  const base = '/api/crmaccount';

  app.get(`${base}/ping`, staff, async () => ({ area: 'crmaccount', status: 'ok' }));

  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  const search = (cohortOnly: boolean) => async (request: Parameters<typeof callContext>[1]) => {
    const query = parseInput(ZCrmAccountSearch, request.query);
    try {
      return await findAccounts(await ctx(request), query, cohortOnly);
    } catch (error) {
      request.log.error({ err: error }, 'account search failed');
      return emptyPagedResult();
    }
  };
  app.get(`${base}/FindAccounts`, staff, search(false));
  app.get(`${base}/search`, staff, search(false));
  app.get(`${base}/getall`, staff, search(false));
  app.get(`${base}/CohortFindAccounts`, { config: { access: COHORT_SEARCHERS } }, search(true));

  app.get(`${base}/FindAccountsByName`, staff, async (request) => {
    const { name, pageSize } = parseInput(ZFindAccountsByName, request.query);
    return findAccountsByName(await ctx(request), name, pageSize);
  });

  app.get(`${base}/ExportAccounts`, staff, async (request, reply) => {
    const query = parseInput(ZCrmAccountSearch, request.query);
    const csv = await exportAccounts(await ctx(request), query);
    return sendFile(reply, {
      body: Buffer.from(csv),
      fileName: 'accounts.csv',
      contentType: CONTENT_TYPES.csv,
    });
  });

  app.get(`${base}/GetRelated/:id/:flag`, staff, async (request) => {
    const { id, flag } = parseInput(zId.extend({ flag: zFlag }), request.params);
    return relatedAccounts(await ctx(request), id, flag, parseInput(zPagedQuery, request.query));
  });
  app.get(`${base}/GetChildren/:id`, staff, async (request) => {
    const { id } = parseInput(zId, request.params);
    return childAccounts(await ctx(request), id, parseInput(zPagedQuery, request.query));
  });

  app.post(`${base}/GetByIds`, staff, async (request) =>
    getAccounts(await ctx(request), parseInput(zIds, request.body)),
  );
  app.post(`${base}/GetByAccountIds`, staff, async (request) =>
    getByAccountIds(await ctx(request), parseInput(zAccountIds, request.body)),
  );
  app.get(`${base}/GetByAccountId/:id`, staff, async (request) => {
    const { id } = parseInput(zAccountIdParam, request.params);
    return getByAccountId(await ctx(request), id);
  });
  for (const path of [`${base}/getById/:id`, `${base}/:id`]) {
    app.get(path, staff, async (request) =>
      getAccount(await ctx(request), parseInput(zId, request.params).id),
    );
  }

  app.post(`${base}/upsert`, staff, async (request) =>
    saveAccount(await ctx(request), parseInput(ZCrmAccountSave, request.body)),
  );

  app.get(`${base}/getActiveAccountCohortMembers/:id`, staff, async (request) => {
    const { id } = parseInput(zId, request.params);
    return activeCohortMembers(await ctx(request), id, parseInput(zPagedQuery, request.query));
  });

  for (const [action, role] of [
    ['SetAdminUsers', 'admin'],
    ['SetTrainerUsers', 'trainer'],
  ] as const) {
    app.post(`${base}/${action}/:id`, staff, async (request) => {
      const { id } = parseInput(zId, request.params);
      const ids = parseInput(ZUserAccountIdList, request.body);
      return setAccountPeople(await ctx(request), id, role, ids);
    });
  }

  app.get(
    `${base}/testCrmAccountWebhook/:a/:b`,
    { config: { access: ['developer', 'globalDataAccess'] } },
    async (request) => {
      const { a, b } = parseInput(
        z.object({ a: zGuid, b: z.string().trim().min(1).max(50) }),
        request.params,
      );
      return testAccountWebhook(await ctx(request), a, b);
    },
  );

  app.get(`${base}/AddInviteCode/:id`, staff, async (request) =>
    addAccountInviteCode(await ctx(request), parseInput(zId, request.params).id),
  );

  app.get(`${base}/GetSurveyLinkByUserAccountId/:a/:b`, staff, async (request) => {
    const { a, b } = parseInput(zPair, request.params);
    return surveyLink(await ctx(request), a, b);
  });

  app.get(`${base}/Merge/:a/:b/:flag`, staff, async (request) => {
    const { a, b, flag } = parseInput(zPair.extend({ flag: zFlag }), request.params);
    return mergeAccounts(await ctx(request), a, b, flag);
  });

  // A failed delete answers false (error catalogue), as does an id that names nothing.
  app.delete<{ Params: { id: string } }>(`${base}/:id`, staff, async (request) => {
    if (!isValidGuid(request.params.id)) return false;
    return removeAccount(await ctx(request), request.params.id);
  });

  app.get(`${base}/SyncTrainersWithUserGroups`, staff, async (request) =>
    syncTrainersWithGroups(await ctx(request)),
  );

  app.get(
    `${base}/getCrmAccountCertificateData/:a/:b`,
    { config: { access: 'any' } },
    async (request) => {
      const { a, b } = parseInput(zPair, request.params);
      const context = await ctx(request);
      await requireAwardsVisible(context, a);
      return accountCertificate(context, a, b);
    },
  );

  // The print view's data: anonymous, opened by a print key for this account (header).
  app.get(
    `${base}/getCrmAccountCertificatePrintData/:a/:b`,
    { config: { access: 'anonymous' } },
    async (request) => {
      const { a, b } = parseInput(zPair, request.params);
      requirePrintKey(request, CERTIFICATE_PRINT_SCOPE, a);
      return accountCertificate({ db, brand: request.brand }, a, b);
    },
  );
  app.get(
    `${base}/GetCrmAccountCertificatePdf/:a/:b`,
    { config: { access: 'any' } },
    async (request, reply) => {
      const { a, b } = parseInput(zPair, request.params);
      const context = await ctx(request);
      await requireAwardsVisible(context, a);
      const certificate = await accountCertificate(context, a, b);
      const key = issuePrintKey(app, {
        brand: request.brand,
        scope: CERTIFICATE_PRINT_SCOPE,
        subjectId: a,
      });
      const pdf = await renderPdf(app, {
        brand: request.brand,
        path: `/print/crmAccountCertificate/${key}/${a}/${b}`,
        landscape: true,
      });
      const fileName = `${certificate.accountName} ${certificate.award.name}.pdf`;
      return sendFile(reply, { body: pdf, fileName, contentType: CONTENT_TYPES.pdf });
    },
  );

  app.get(
    '/api/admin/dashboard/GetCounts',
    { config: { access: anyOf(ORGANISATION_STAFF, SECURITY_ADMIN) } },
    async (request) => dashboardCounts(await ctx(request)),
  );
}
