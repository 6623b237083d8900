import { useParams, useSearchParams } from 'react-router';
import { isLocale } from '@portal/core';
import { TemplateEditor } from './TemplateEditor';
import { TemplateList } from './TemplateList';

/** Message templates for developers: the list, or one template's editor (`:code/:locale`). */
export function TemplatesPage() {
  const { code, locale } = useParams();
  const [search] = useSearchParams();
  if (code && locale && isLocale(locale)) {
    return <TemplateEditor key={`${code}/${locale}`} code={code} locale={locale} />;
  }
  if (search.has('new')) return <TemplateEditor key="new" code={null} locale="en-us" />;
  return <TemplateList />;
}
