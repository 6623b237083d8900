import { messageTemplateApi, type LocaleCode, type TMessageTemplateInput } from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

export const listTemplates = (api: ApiClient, signal?: AbortSignal) =>
  call(api, messageTemplateApi.list, {}, signal);

export const getTemplate = (
  api: ApiClient,
  code: string,
  locale: LocaleCode,
  signal?: AbortSignal,
) => call(api, messageTemplateApi.get, { params: { code, locale } }, signal);

export const saveTemplate = (api: ApiClient, template: TMessageTemplateInput) =>
  call(api, messageTemplateApi.save, { body: template });

/** True when the brand's own text was deleted (a built-in template falls back to its default). */
export const removeTemplate = (api: ApiClient, code: string, locale: LocaleCode) =>
  call(api, messageTemplateApi.remove, { params: { code, locale } });

/** Where the list and each template's editor live. */
export const templatesPath = (code?: string, locale?: string) =>
  code && locale
    ? `/admin/templates/${encodeURIComponent(code)}/${encodeURIComponent(locale)}`
    : '/admin/templates';
