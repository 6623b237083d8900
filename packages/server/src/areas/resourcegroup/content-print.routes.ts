import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resourceGroupApi as api } from '@portal/core';
import type { Database } from '../../db/schema';
import { issuePrintKey, renderPdf } from '../../documents/documents';
import { requirePrintKey } from '../../documents/print-key';
import { CONTENT_TYPES, sendFile } from '../../documents/send-file';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { serve } from '../../http/serve';
import { actorContext } from '../../shared/request-context';
import type { ContentFileLinks } from './content-file-links';
import { groupWhole, printGroup } from './content.service';
import { CODE_NOT_FOUND, seriesViewer } from './resourcegroup.policy';
import { groupIdByCode, loadGroups } from './resourcegroup.store';

/** The print keys of a group's print view name the group by its code, in lower case. */
export const CONTENT_PRINT_SCOPE = 'content';

/**
 * What a key opens: the group (staff: every item), or the group as one series member reads it
 * (their released items only), so a member's key never opens the whole series.
 */
const printSubject = (code: string, reader: string | undefined) =>
  reader ? `${code.toLowerCase()}|${reader}` : code.toLowerCase();

/**
 * A group's print view and PDF: GetPrintPdf checks that the caller reaches the group, then
 * renders `print/content/{printKey}/{code}` whose data call (getPrintData) is let in by that key
 * alone, for that group only.
 */
export function registerContentPrintRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  fileLinks: ContentFileLinks,
): void {
  serve(app, api.printData, async ({ params: { code }, query: { reader } }, request) => {
    requirePrintKey(request, CONTENT_PRINT_SCOPE, printSubject(code, reader));
    const id = await groupIdByCode(db, request.brand, code);
    const [group] = id ? await loadGroups(db, request.brand, [id]) : [];
    if (!group) throw notFound(CODE_NOT_FOUND);
    // The key was issued to someone who reaches the group; members never see who it reaches.
    const ctx = { db, brand: request.brand, now: new Date(), fileLinks };
    return groupWhole(ctx, { ...group, members: [] }, reader);
  });
  serve(app, api.printPdf, async ({ params: { id } }, request, reply) => {
    const context = { ...(await actorContext(request, db)), fileLinks };
    const { group } = await printGroup(context, id);
    const reader = seriesViewer(context);
    const key = issuePrintKey(app, {
      brand: request.brand,
      scope: CONTENT_PRINT_SCOPE,
      subjectId: printSubject(group.code, reader),
    });
    const query = reader ? `?reader=${reader}` : '';
    const pdf = await renderPdf(app, {
      brand: request.brand,
      locale: requestLanguage(request),
      path: `/print/content/${key}/${encodeURIComponent(group.code)}${query}`,
    });
    return sendFile(reply, {
      body: pdf,
      fileName: `${group.name}.pdf`,
      contentType: CONTENT_TYPES.pdf,
    });
  });
}
