import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type LocaleCode, type TMessageTemplate } from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { draftOf, emptyDraft } from './template-draft';
import { getTemplate } from './templates-api';
import { TemplateForm } from './TemplateForm';

/** A template in the language, or (for a language not written yet) the default language's text. */
async function loadForEditing(
  api: ApiClient,
  code: string,
  locale: LocaleCode,
  signal: AbortSignal,
): Promise<{ template: TMessageTemplate; exists: boolean }> {
  try {
    return { template: await getTemplate(api, code, locale, signal), exists: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404 || locale === DEFAULT_LOCALE) {
      throw error;
    }
    return { template: await getTemplate(api, code, DEFAULT_LOCALE, signal), exists: false };
  }
}

/** Loads one template (or starts a new one, `code` null) and hands it to the form. */
export function TemplateEditor({ code, locale }: { code: string | null; locale: LocaleCode }) {
  const { api } = usePortal();
  const loaded = useQuery({
    queryKey: ['messagetemplate', 'one', code, locale],
    queryFn: ({ signal }) => loadForEditing(api, code ?? '', locale, signal),
    enabled: code !== null,
    retry: false,
  });
  if (code === null) return <TemplateForm initial={emptyDraft(locale)} template={null} />;
  if (loaded.isPending) return <LinearProgress />;
  if (loaded.isError) return <ErrorNotice error={loaded.error} />;
  const { template, exists } = loaded.data;
  return (
    <TemplateForm
      initial={draftOf(template, locale)}
      template={exists ? template : null}
      existing
    />
  );
}
