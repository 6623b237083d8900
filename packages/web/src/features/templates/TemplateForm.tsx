import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ZMessageTemplateInput, type TMessageTemplate } from '@portal/core';
import { LOCALE_NAMES } from '@portal/core/i18n';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { isLocale } from '@portal/core';
import type { TemplateDraft } from './template-draft';
import { removeTemplate, saveTemplate, templatesPath } from './templates-api';
import { TemplatePreview } from './TemplatePreview';
import { TemplateKind } from './TemplateList';
import { localeOptions } from '../../ui/locale-options';

type Props = {
  initial: TemplateDraft;
  /** The template as stored or built in, in this language; null when not written yet. */
  template: TMessageTemplate | null;
  /** The code is fixed (an existing template); a new one names its code. */
  existing?: boolean;
};

/** The first message of each field the shared schema refuses. */
function fieldErrors(draft: TemplateDraft): Partial<Record<keyof TemplateDraft, string>> {
  const parsed = ZMessageTemplateInput.safeParse(draft);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof TemplateDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TemplateDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** One template's fields beside its live preview; save, and delete or restore the default. */
export function TemplateForm({ initial, template, existing = false }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const errors = touched ? fieldErrors(draft) : {};
  const change = (part: Partial<TemplateDraft>) => setDraft((old) => ({ ...old, ...part }));
  const text = (
    field: 'code' | 'description' | 'subject' | 'bodyText' | 'bodyHtml' | 'smsText',
  ) => ({
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      change({ [field]: event.target.value }),
    error: errors[field] !== undefined,
    helperText: errors[field],
    label: t(`messaging.templates.${field}`),
    // The template's words are in its own language, whatever the page's (WCAG 3.1.2).
    slotProps: { htmlInput: { lang: field === 'code' ? undefined : draft.locale } },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['messagetemplate'] });
  const save = useMutation({
    mutationFn: () => saveTemplate(api, draft),
    onSuccess: async (saved) => {
      toasts.show({ message: t('messaging.templates.saved'), severity: 'success' });
      await refresh();
      await navigate(templatesPath(saved.code, saved.locale), { replace: true });
    },
  });
  const remove = useMutation({
    mutationFn: () => removeTemplate(api, draft.code, draft.locale),
    onSuccess: async () => {
      toasts.show({ message: t('messaging.templates.removed'), severity: 'success' });
      await refresh();
      await navigate(templatesPath());
    },
  });

  const onSave = () => {
    setTouched(true);
    if (Object.keys(fieldErrors(draft)).length === 0) save.mutate();
  };
  const onRemove = async () => {
    const values = { code: draft.code, language: LOCALE_NAMES[draft.locale] };
    const message = template?.builtIn
      ? t('messaging.templates.confirmRestore', values)
      : t('messaging.templates.confirmRemove', values);
    if (await confirm({ message })) remove.mutate();
  };
  const onLocale = (value: string) => {
    if (!isLocale(value)) return;
    if (existing) void navigate(templatesPath(draft.code, value));
    else change({ locale: value });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={templatesPath()}>
          {t('messaging.templates.allTemplates')}
        </Button>
        {template && <TemplateKind template={template} />}
      </Stack>
      {(save.error ?? remove.error) && (
        <ErrorNotice error={(save.error ?? remove.error) as Error} />
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...text('code')} size="small" disabled={existing} sx={{ flex: 1 }} />
            <TextField
              select
              size="small"
              label={t('messaging.templates.language')}
              value={draft.locale}
              onChange={(event) => onLocale(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              {localeOptions()}
            </TextField>
          </Stack>
          <TextField {...text('description')} size="small" />
          <TextField {...text('subject')} size="small" />
          <TextField {...text('bodyText')} multiline minRows={6} />
          <TextField
            {...text('bodyHtml')}
            multiline
            minRows={6}
            helperText={errors.bodyHtml ?? t('messaging.templates.bodyHtmlHint')}
            slotProps={{
              htmlInput: {
                lang: draft.locale,
                spellCheck: false,
                style: { fontFamily: 'monospace' },
              },
            }}
          />
          <TextField {...text('smsText')} multiline minRows={2} />
          <FormControlLabel
            control={
              <Switch
                checked={draft.transactional}
                onChange={(event) => change({ transactional: event.target.checked })}
              />
            }
            label={t('messaging.templates.transactional')}
          />
          <Box sx={{ color: 'text.secondary', typography: 'body2', mt: -1 }}>
            {t('messaging.templates.transactionalHint')}
          </Box>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={onSave} disabled={save.isPending}>
              {t('messaging.templates.save')}
            </Button>
            {template?.stored && (
              <Button color="error" onClick={() => void onRemove()} disabled={remove.isPending}>
                {template.builtIn
                  ? t('messaging.templates.restore')
                  : t('messaging.templates.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
        <TemplatePreview draft={draft} />
      </Box>
    </Paper>
  );
}
