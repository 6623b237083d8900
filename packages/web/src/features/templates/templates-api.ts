import type { LocaleCode, TMessageTemplate, TMessageTemplateInput } from '@portal/core';
import type { ApiClient } from '../../api/client';

const path = (code: string, locale: string) =>
  `/api/messagetemplate/${encodeURIComponent(code)}/${encodeURIComponent(locale)}`;

export const listTemplates = (api: ApiClient, signal?: AbortSignal) =>
  api.get<TMessageTemplate[]>('/api/messagetemplate/getall', undefined, signal);

export const getTemplate = (
  api: ApiClient,
  code: string,
  locale: LocaleCode,
  signal?: AbortSignal,
) => api.get<TMessageTemplate>(path(code, locale), undefined, signal);

export const saveTemplate = (api: ApiClient, template: TMessageTemplateInput) =>
  api.post<TMessageTemplate>('/api/messagetemplate/upsert', template);

/** True when the brand's own text was deleted (a built-in template falls back to its default). */
export const removeTemplate = (api: ApiClient, code: string, locale: LocaleCode) =>
  api.del<boolean>(path(code, locale));

/** Where the list and each template's editor live. */
export const templatesPath = (code?: string, locale?: string) =>
  code && locale
    ? `/admin/templates/${encodeURIComponent(code)}/${encodeURIComponent(locale)}`
    : '/admin/templates';
