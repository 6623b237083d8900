import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { zLocale, ZMessageTemplateInput, zTemplateCode } from '@portal/core';
import type { Database } from '../../db/schema';
import { notFound, parseInput } from '../../http/errors';
import {
  listTemplates,
  readTemplate,
  removeTemplate,
  saveTemplate,
} from './messagetemplate.service';

const zKey = z.object({ code: zTemplateCode, locale: zLocale });

/**
 * messagetemplate area: the brand's message templates for developers. The built-in ones are
 * always listed; saving one stores the brand's own text, deleting that restores the default.
 */
export function registerMessageTemplateRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const developer = { config: { access: 'developer' as const } };

  app.get('/api/messagetemplate/getall', developer, async (request) =>
    listTemplates(db, request.brand),
  );

  app.get('/api/messagetemplate/:code/:locale', developer, async (request) => {
    const { code, locale } = parseInput(zKey, request.params);
    const template = await readTemplate(db, request.brand, code, locale);
    if (!template) throw notFound(`No message template ${code} exists in ${locale}.`);
    return template;
  });

  app.post('/api/messagetemplate/upsert', developer, async (request) =>
    saveTemplate(db, request.brand, parseInput(ZMessageTemplateInput, request.body)),
  );

  // False when the brand had no text of its own (a built-in template stays).
  app.delete('/api/messagetemplate/:code/:locale', developer, async (request) => {
    const { code, locale } = parseInput(zKey, request.params);
    return removeTemplate(db, request.brand, code, locale);
  });
}
