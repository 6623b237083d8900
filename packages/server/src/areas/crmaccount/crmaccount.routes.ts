import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { crmAccountApi, emptyPagedResult, isValidGuid } from '@portal/core';
import type { Database } from '../../db/schema';
import { issuePrintKey, renderPdf } from '../../documents/documents';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { serve } from '../../http/serve';
import { requestLanguage } from '../../http/request-language';
import { actorContext } from '../../shared/request-context';
import {
  activeCohortMembers,
  dashboardCounts,
  dashboardTrends,
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

/** crmaccount area: accounts, their trees, people, awards, merges and certificates. */
export function registerCrmAccountRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => actorContext(request, db);
  const api = crmAccountApi;

  serve(app, api.ping, async () => ({ area: 'crmaccount', status: 'ok' }));

  // A failed search answers an empty result (error catalogue); the cause goes to the log.
  for (const [endpoint, cohortOnly] of [
    [api.findAccounts, false],
    [api.search, false],
    [api.getAll, false],
    [api.cohortFindAccounts, true],
  ] as const) {
    serve(app, endpoint, async ({ query }, request) => {
      try {
        return await findAccounts(await ctx(request), query, cohortOnly);
      } catch (error) {
        request.log.error({ err: error }, 'account search failed');
        return emptyPagedResult();
      }
    });
  }

  serve(app, api.findAccountsByName, async ({ query }, request) =>
    findAccountsByName(await ctx(request), query.name, query.pageSize),
  );

  serve(app, api.exportAccounts, async ({ query }, request, reply) => {
    const csv = await exportAccounts(await ctx(request), query);
    return sendFile(reply, {
      body: Buffer.from(csv),
      fileName: 'accounts.csv',
      contentType: CONTENT_TYPES.csv,
    });
  });

  serve(app, api.related, async ({ params, query }, request) =>
    relatedAccounts(await ctx(request), params.id, params.flag, query),
  );
  serve(app, api.children, async ({ params, query }, request) =>
    childAccounts(await ctx(request), params.id, query),
  );

  serve(app, api.byIds, async ({ body }, request) => getAccounts(await ctx(request), body));
  serve(app, api.byAccountIds, async ({ body }, request) =>
    getByAccountIds(await ctx(request), body),
  );
  serve(app, api.byAccountId, async ({ params }, request) =>
    getByAccountId(await ctx(request), params.id),
  );
  for (const endpoint of [api.getById, api.get]) {
    serve(app, endpoint, async ({ params }, request) => getAccount(await ctx(request), params.id));
  }

  serve(app, api.upsert, async ({ body }, request) => saveAccount(await ctx(request), body));

  serve(app, api.activeCohortMembers, async ({ params, query }, request) =>
    activeCohortMembers(await ctx(request), params.id, query),
  );

  for (const [endpoint, role] of [
    [api.setAdminUsers, 'admin'],
    [api.setTrainerUsers, 'trainer'],
  ] as const) {
    serve(app, endpoint, async ({ params, body }, request) =>
      setAccountPeople(await ctx(request), params.id, role, body),
    );
  }

  serve(app, api.testWebhook, async ({ params }, request) =>
    testAccountWebhook(await ctx(request), params.a, params.b),
  );

  serve(app, api.addInviteCode, async ({ params }, request) =>
    addAccountInviteCode(await ctx(request), params.id),
  );

  serve(app, api.surveyLink, async ({ params }, request) =>
    surveyLink(await ctx(request), params.a, params.b),
  );

  serve(app, api.merge, async ({ params }, request) =>
    mergeAccounts(await ctx(request), params.a, params.b, params.flag),
  );

  // A failed delete answers false (error catalogue), as does an id that names nothing.
  serve(app, api.remove, async ({ params }, request) => {
    if (!isValidGuid(params.id)) return false;
    return removeAccount(await ctx(request), params.id);
  });

  serve(app, api.syncTrainers, async (_input, request) =>
    syncTrainersWithGroups(await ctx(request)),
  );

  serve(app, api.certificateData, async ({ params: { a, b } }, request) => {
    const context = await ctx(request);
    await requireAwardsVisible(context, a);
    return accountCertificate(context, a, b);
  });

  // The print view's data: anonymous, opened by a print key for this account (header).
  serve(app, api.certificatePrintData, async ({ params: { a, b } }, request) => {
    requirePrintKey(request, CERTIFICATE_PRINT_SCOPE, a);
    return accountCertificate({ db, brand: request.brand }, a, b);
  });
  serve(app, api.certificatePdf, async ({ params: { a, b } }, request, reply) => {
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
      locale: requestLanguage(request),
      path: `/print/crmAccountCertificate/${key}/${a}/${b}`,
      landscape: true,
    });
    const fileName = `${certificate.accountName} ${certificate.award.name}.pdf`;
    return sendFile(reply, { body: pdf, fileName, contentType: CONTENT_TYPES.pdf });
  });

  serve(app, api.dashboardCounts, async (_input, request) => dashboardCounts(await ctx(request)));
  serve(app, api.dashboardTrends, async (_input, request) => dashboardTrends(await ctx(request)));
}
