import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appPageApi, pageEditApi, type BrandKey } from '@portal/core';
import { serve } from '../../http/serve';
import { registerGenericArea } from '../../shared/generic-area';
import { actorContext } from '../../shared/request-context';
import { pageImageChoices } from '../resourcegroup/content-file-manager.service';
import { contentFileLinks } from '../resourcegroup/content-file-links';
import type { WebConfigCache } from '../webconfig/webconfig.service';
import { createAppPageStore } from './apppage.store';
import {
  restorePageEdit,
  savePageBanners,
  savePageText,
  type PageEditor,
} from './page-edit.service';
import { listVersions } from './page-edit.store';

/**
 * apppage area: the configured pages of the caller's brand through the generic operations (any
 * signed-in user reads them; developers change them), and the edit mode's saves and history.
 */
export function registerAppPageRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  webConfig: WebConfigCache,
  /** Announces a change of the brand's pages (its cached configuration is dropped everywhere). */
  configChanged: (brand: BrandKey) => void,
): void {
  registerGenericArea(app, {
    api: appPageApi,
    store: createAppPageStore(db),
    onChange: (scope) => configChanged(scope.brand),
  });

  const editorOf = async (request: FastifyRequest): Promise<PageEditor> => {
    const ctx = await actorContext(request, db);
    return {
      db,
      brand: ctx.brand,
      userAccountId: ctx.actor.userAccountId,
      sessionUserId: ctx.session.userId,
      ip: ctx.ip,
    };
  };
  /** Runs a save, then answers the configuration that every open browser of the brand reloads. */
  const edit = async (request: FastifyRequest, save: (editor: PageEditor) => Promise<void>) => {
    await save(await editorOf(request));
    webConfig.invalidate(request.brand);
    configChanged(request.brand);
    return (await webConfig.get(request.brand)).config;
  };

  serve(app, pageEditApi.saveText, ({ body }, request) =>
    edit(request, (editor) => savePageText(editor, body)),
  );
  serve(app, pageEditApi.saveBanners, ({ body }, request) =>
    edit(request, (editor) => savePageBanners(editor, body)),
  );
  serve(app, pageEditApi.restore, ({ params }, request) =>
    edit(request, (editor) => restorePageEdit(editor, params.versionId)),
  );
  serve(app, pageEditApi.history, ({ query }, request) => listVersions(db, request.brand, query));
  serve(app, pageEditApi.images, async ({ query }, request) =>
    pageImageChoices(
      { db, brand: request.brand, now: new Date(), fileLinks: contentFileLinks(app.portal.keys) },
      query.search,
    ),
  );
}
