import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FEEDBACK_FORMAT_NAME,
  formatDate,
  zFeedbackFormatName,
  type FeedbackFormat,
  type FeedbackFormatInput,
} from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useConfirm } from '../../../ui/confirm-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { PageCard } from '../../../ui/PageCard';
import {
  defaultFormat,
  deleteFormat,
  formatVersions,
  saveFormat,
  setDefaultFormat,
} from '../checkup-survey-api';
import { FormatEditorDialog } from './FormatEditorDialog';
import { useFormatAction } from './use-format-action';
import { DataTable, NameWithChip } from '../../../ui/DataTable';

/** The dialog: a version opened, or a new version starting from some texts. */
type Editing = { version: number | null; texts: FeedbackFormatInput['texts'] };

/**
 * feedback/formats: the versions of a named checkup feedback format (the default name first),
 * their texts, which one is the default, and deleting one after a confirmation.
 */
export function FeedbackFormatsPage() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const { run, busy } = useFormatAction();
  const [name, setName] = useState<string>(DEFAULT_FEEDBACK_FORMAT_NAME);
  const [typed, setTyped] = useState<string>(DEFAULT_FEEDBACK_FORMAT_NAME);
  const [editing, setEditing] = useState<Editing | null>(null);
  const versions = useQuery({
    queryKey: ['checkupSurvey', 'formats', name],
    queryFn: ({ signal }) => formatVersions(api, name, signal),
  });
  const typedValid = zFeedbackFormatName.safeParse(typed).success;
  const f = 'checkupSurvey.formats';

  const show = (event: FormEvent) => {
    event.preventDefault();
    if (typedValid) setName(typed.trim());
  };
  // A new version starts from the default version of this name, else from the brand's default format.
  const startNew = async () => {
    const list = versions.data ?? [];
    const base = list.find((v) => v.isDefault) ?? list[0] ?? (await run(() => defaultFormat(api)));
    if (base) setEditing({ version: null, texts: base.texts });
  };
  const save = async (input: FeedbackFormatInput, asNew: boolean) => {
    const body = { ...input, version: asNew ? null : editing?.version };
    const saved = await run(
      () => saveFormat(api, body),
      (s) => t(`${f}.saved`, { version: s.version }),
    );
    if (saved) setEditing(null);
  };
  const remove = async (format: FeedbackFormat) => {
    const vars = { name: format.name, version: format.version };
    if (await confirm({ message: t(`${f}.confirmDelete`, vars) }))
      await run(
        () => deleteFormat(api, format.name, format.version),
        () => t(`${f}.deleted`, vars),
      );
  };
  const makeDefault = (format: FeedbackFormat) =>
    run(
      () => setDefaultFormat(api, format.name, format.version),
      () => t(`${f}.madeDefault`, { version: format.version }),
    );

  return (
    <PageCard title={t('route.feedbackFormats')}>
      <Typography color="text.secondary">{t(`${f}.intro`)}</Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={show} noValidate>
        <TextField
          label={t(`${f}.name`)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={!typedValid}
          size="small"
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Button type="submit" variant="outlined" disabled={!typedValid}>
          {t(`${f}.show`)}
        </Button>
      </Stack>
      <Button
        variant="contained"
        disabled={busy || versions.isPending}
        onClick={() => void startNew()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t(`${f}.newVersion`)}
      </Button>
      {versions.isPending && <LinearProgress aria-label={t('shell.common.loading')} />}
      {versions.isError && <ErrorNotice error={versions.error} />}
      {versions.data?.length === 0 && <Typography>{t(`${f}.none`)}</Typography>}
      {versions.data && versions.data.length > 0 && (
        <DataTable
          label={name}
          rows={versions.data}
          rowKey={(format) => format.id}
          columns={[
            {
              header: t(`${f}.version`),
              cell: (format) => (
                <NameWithChip
                  name={format.version}
                  chip={format.isDefault && t(`${f}.isDefault`)}
                />
              ),
            },
            { header: t(`${f}.languages`), cell: (format) => Object.keys(format.texts).join(', ') },
            {
              header: t(`${f}.updated`),
              cell: (format) => formatDate(format.updatedUTC, i18n.language),
            },
          ]}
          actions={{
            header: t(`${f}.actions`),
            cell: (format) => (
              <>
                <Button
                  size="small"
                  onClick={() => setEditing({ version: format.version, texts: format.texts })}
                >
                  {t(`${f}.open`)}
                </Button>
                {!format.isDefault && (
                  <Button size="small" disabled={busy} onClick={() => void makeDefault(format)}>
                    {t(`${f}.setDefault`)}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => void remove(format)}
                >
                  {t(`${f}.delete`)}
                </Button>
              </>
            ),
          }}
        />
      )}
      {editing && (
        <FormatEditorDialog
          name={name}
          version={editing.version}
          texts={editing.texts}
          busy={busy}
          onSave={(input, asNew) => void save(input, asNew)}
          onClose={() => setEditing(null)}
        />
      )}
    </PageCard>
  );
}
