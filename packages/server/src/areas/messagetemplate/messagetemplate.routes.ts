import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messageTemplateApi } from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { serve } from '../../http/serve';
import {
  listTemplates,
  readTemplate,
  removeTemplate,
  saveTemplate,
} from './messagetemplate.service';

/** messagetemplate area: the brand's message templates for developers (see the contract). */
export function registerMessageTemplateRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(app, messageTemplateApi.list, async (_input, request) => listTemplates(db, request.brand));

  serve(app, messageTemplateApi.get, async ({ params: { code, locale } }, request) => {
    const template = await readTemplate(db, request.brand, code, locale);
    if (!template)
      throw notFound({ key: 'errors.templates.notInLocale', values: { code, locale } });
    return template;
  });

  serve(app, messageTemplateApi.save, async ({ body }, request) =>
    saveTemplate(db, request.brand, body),
  );

  serve(app, messageTemplateApi.remove, async ({ params: { code, locale } }, request) =>
    removeTemplate(db, request.brand, code, locale),
  );
}
