import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, surveyText, type LocaleCode, type TSurveyQuestion } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { LanguagePicker } from './editor/LanguagePicker';
import { questionNumber, type TextLanguage } from './editor/definition-draft';
import { describeSettings } from './question-summary';
import { fetchDefinitionVersion, surveyAdminKeys } from './survey-admin-api';

type Props = { definitionId: string; version: number };

/** One version of a definition, read-only, in a language (the texts fall back as respondents'). */
export function VersionView({ definitionId, version }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [language, setLanguage] = useState<TextLanguage>('default');
  const locale: LocaleCode = language === 'default' ? DEFAULT_LOCALE : language;
  const say = (text: Parameters<typeof surveyText>[0]) =>
    language === 'default' && typeof text === 'object' ? text.default : surveyText(text, locale);
  const found = useQuery({
    queryKey: surveyAdminKeys.version(definitionId, version),
    queryFn: ({ signal }) => fetchDefinitionVersion(api, definitionId, version, signal),
  });
  if (found.isError) return <ErrorNotice error={found.error} />;
  if (found.isPending) return <PageLoading />;
  const { body } = found.data;
  const line = (q: TSurveyQuestion, number: number) => {
    return (
      <Stack key={q.name} component="li" spacing={0.5} sx={{ py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {number}. {say(q.title)} {q.isRequired && <span aria-hidden="true">*</span>}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`surveyAdmin.questionTypes.${q.type}`)} />
          <Chip size="small" variant="outlined" label={q.name} />
          {q.isRequired && (
            <Chip size="small" variant="outlined" label={t('surveyAdmin.editor.required')} />
          )}
        </Stack>
        {q.description && <Typography variant="body2">{say(q.description)}</Typography>}
        {describeSettings(q, say, t).map((text) => (
          <Typography key={text} variant="body2" color="text.secondary">
            {text}
          </Typography>
        ))}
      </Stack>
    );
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('surveyAdmin.details.versionTitle', { version })}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h3">
            {t('surveyAdmin.details.versionTitle', { version })}: {say(body.title)}
          </Typography>
          <LanguagePicker language={language} onChange={setLanguage} />
        </Stack>
        {body.description && <Typography>{say(body.description)}</Typography>}
        {body.pages.map((page, p) => (
          <section
            key={page.name}
            aria-label={t('surveyAdmin.editor.pageNumber', { number: p + 1 })}
          >
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {t('surveyAdmin.editor.pageNumber', { number: p + 1 })}
              {page.title ? `: ${say(page.title)}` : ''}
            </Typography>
            <Stack component="ol" sx={{ listStyle: 'none', pl: 0, m: 0 }}>
              {page.elements.map((q, index) => line(q, questionNumber(body, { page: p, index })))}
            </Stack>
          </section>
        ))}
        {body.completedText && (
          <Typography color="text.secondary">
            {t('surveyAdmin.editor.completedText')}: {say(body.completedText)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
