import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FEEDBACK_FORMAT_PARTICIPANT_PLACEHOLDER,
  zFeedbackFormatInput,
  type FeedbackFormatInput,
  type FeedbackFormatTexts,
} from '@portal/core';
import { LOCALES, type LocaleCode } from '@portal/core/i18n';
import { zodResolver } from '../../../ui/zod-resolver';
import { FormatTextsFields } from './FormatTextsFields';
import { localeOptions } from '../../../ui/locale-options';
import { Dialog } from '../../../ui/Dialog';

type Values = { name: string; texts: FeedbackFormatInput['texts'] };

type Props = {
  name: string;
  /** The version opened, or null for a new version (`texts` is then where it starts from). */
  version: number | null;
  texts: FeedbackFormatInput['texts'];
  busy: boolean;
  /** Saves the texts: `asNew` makes a new version, else the opened version is replaced. */
  onSave: (input: FeedbackFormatInput, asNew: boolean) => void;
  onClose: () => void;
};

/**
 * A format version's texts, one language at a time (en-us required, the others optional and
 * falling back to en-us for raters). Opens on the reader's language when the version has it.
 */
export function FormatEditorDialog({ name, version, texts, busy, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const start = texts[i18n.language as LocaleCode] ? (i18n.language as LocaleCode) : DEFAULT_LOCALE;
  const [locale, setLocale] = useState<LocaleCode>(start);
  const form = useForm<Values, unknown, FeedbackFormatInput>({
    defaultValues: { name, texts },
    resolver: zodResolver(zFeedbackFormatInput.omit({ version: true }), () =>
      t('checkupSurvey.formats.editor.required'),
    ),
  });
  const current = useWatch({ control: form.control, name: 'texts' });
  const present = current[locale] !== undefined;
  const editor = 'checkupSurvey.formats.editor';

  const addLanguage = () =>
    form.setValue(
      `texts.${locale}`,
      structuredClone(current[DEFAULT_LOCALE]) as FeedbackFormatTexts,
    );
  const removeLanguage = () => {
    const rest = { ...form.getValues('texts') };
    delete rest[locale];
    form.setValue('texts', rest);
  };
  // A broken text may be in another language than the one shown: show that language.
  const showBroken = (errors: FieldErrors<Values>) => {
    const broken = LOCALES.find((code) => errors.texts?.[code] !== undefined);
    if (broken) setLocale(broken);
  };
  const save = (asNew: boolean) =>
    void form.handleSubmit((input) => onSave({ ...input, name }, asNew), showBroken)();

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle>
        {version === null
          ? t(`${editor}.titleNew`, { name })
          : t(`${editor}.titleEdit`, { name, version })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t(`${editor}.language`)}
            value={locale}
            onChange={(event) => setLocale(event.target.value as LocaleCode)}
            sx={{ maxWidth: 320 }}
          >
            {localeOptions((code) => (current[code] === undefined ? ' —' : ''))}
          </TextField>
          <Alert severity="info">
            {t(`${editor}.placeholder`, { token: FEEDBACK_FORMAT_PARTICIPANT_PLACEHOLDER })}
          </Alert>
          {present ? (
            <FormatTextsFields
              locale={locale}
              register={form.register}
              errors={form.formState.errors}
            />
          ) : (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={addLanguage}>
                  {t(`${editor}.addLanguage`)}
                </Button>
              }
            >
              {t(`${editor}.missing`)}
            </Alert>
          )}
          {present && locale !== DEFAULT_LOCALE && (
            <Button color="error" onClick={removeLanguage} sx={{ alignSelf: 'flex-start' }}>
              {t(`${editor}.removeLanguage`)}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t(`${editor}.close`)}</Button>
        {version !== null && (
          <Button variant="outlined" disabled={busy} onClick={() => save(false)}>
            {t(`${editor}.save`)}
          </Button>
        )}
        <Button variant="contained" disabled={busy} onClick={() => save(true)}>
          {t(`${editor}.saveNew`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
