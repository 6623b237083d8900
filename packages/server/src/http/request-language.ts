import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, negotiateLocale, type LocaleCode } from '@portal/core/i18n';

/** The portal language a request asks for: the web app sends the language it shows. */
export function requestLanguage(request: FastifyRequest): LocaleCode | undefined {
  return negotiateLocale(acceptedLanguages(request.headers['accept-language'])) ?? undefined;
}
