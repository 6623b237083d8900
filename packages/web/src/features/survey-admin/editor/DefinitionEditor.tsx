import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SURVEY_DEFINITION_LIMITS, type TSurveyBody, type TSurveyDefinition } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { toasts } from '../../../ui/toast/toast-store';
import { useLeaveGuard } from '../../plan/use-leave-guard';
import { SecuritySection } from '../../security/SecuritySection';
import { definitionEditorPath } from '../DefinitionTable';
import { fetchDefinition, isStale, saveDefinition, surveyAdminKeys } from '../survey-admin-api';
import { emptyBody, type TextLanguage } from './definition-draft';
import { draftIssues } from './draft-issues';
import { issueAt, type EditorScope } from './editor-scope';
import { LanguagePicker } from './LanguagePicker';
import { PagesEditor } from './PagesEditor';
import { SurveyTextField } from './SurveyTextField';

type Draft = { name: string; body: TSurveyBody };
const draftOf = (definition: TSurveyDefinition | undefined): Draft =>
  definition ? { name: definition.name, body: definition.body } : { name: '', body: emptyBody() };

/** The definition editor: its name and texts, its pages and questions; each save a version. */
export function DefinitionEditor({ definition }: { definition: TSurveyDefinition | undefined }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One object for both: the editor is unchanged (not dirty) until an edit makes a new draft.
  const [opened] = useState(() => draftOf(definition));
  const [draft, setDraft] = useState(opened);
  const [saved, setSaved] = useState(opened);
  const [loaded, setLoaded] = useState(
    definition && { id: definition.id, version: definition.version },
  );
  const [language, setLanguage] = useState<TextLanguage>('default');
  /** A new definition's id once saved: the editor then reopens under it. */
  const [created, setCreated] = useState<string>();
  const issues = useMemo(() => draftIssues(draft.body, t), [draft.body, t]);
  const scope: EditorScope = { language, issues };
  const dirty = draft !== saved;
  const adopt = (fresh: TSurveyDefinition) => {
    const next = draftOf(fresh);
    setDraft(next);
    setSaved(next);
    setLoaded({ id: fresh.id, version: fresh.version });
    queryClient.setQueryData(surveyAdminKeys.definition(fresh.id), fresh);
  };
  const save = useMutation({
    mutationFn: (input: Draft) => saveDefinition(api, { ...loaded, ...input }),
    onSuccess: async (result, input) => {
      setSaved(input);
      setLoaded({ id: result.id, version: result.version });
      queryClient.setQueryData(surveyAdminKeys.definition(result.id), result);
      await queryClient.invalidateQueries({ queryKey: surveyAdminKeys.lists });
      toasts.show({
        message: t('surveyAdmin.editor.saved', { version: result.version }),
        severity: 'success',
      });
      if (!loaded) setCreated(result.id);
    },
  });
  const reload = async () => {
    if (!loaded) return;
    adopt(await fetchDefinition(api, loaded.id));
    save.reset();
  };
  useLeaveGuard(dirty && !save.isPending, t('surveyAdmin.editor.leave'));
  // After the render that holds the save, so the leave guard no longer sees changes.
  useEffect(() => {
    if (created) void navigate(definitionEditorPath(created), { replace: true });
  }, [created, navigate]);
  const changeBody = (change: (body: TSurveyBody) => TSurveyBody) =>
    setDraft((old) => ({ ...old, body: change(old.body) }));
  const changeText =
    (key: 'title' | 'description' | 'completedText') => (text: TSurveyBody[typeof key]) =>
      changeBody((body) => ({ ...body, [key]: text }));
  const canSave = issues.size === 0 && draft.name.trim() !== '' && !save.isPending;
  return (
    <SecuritySection
      level={2}
      title={definition ? definition.name : t('surveyAdmin.editor.new')}
      actions={
        loaded && <span>{t('surveyAdmin.editor.version', { version: loaded.version })}</span>
      }
    >
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) save.mutate(draft);
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            required
            label={t('surveyAdmin.editor.definitionName')}
            helperText={t('surveyAdmin.editor.definitionNameHelp')}
            value={draft.name}
            onChange={(event) => setDraft((old) => ({ ...old, name: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: SURVEY_DEFINITION_LIMITS.name } }}
            sx={{ flex: 1 }}
          />
          <LanguagePicker language={language} onChange={setLanguage} />
        </Stack>
        <SurveyTextField
          label={t('surveyAdmin.editor.title')}
          text={draft.body.title}
          scope={scope}
          issue={issueAt(scope, 'title')}
          onChange={changeText('title')}
        />
        <SurveyTextField
          label={t('surveyAdmin.editor.description')}
          text={draft.body.description}
          scope={scope}
          multiline
          issue={issueAt(scope, 'description')}
          onChange={changeText('description')}
        />
        <SurveyTextField
          label={t('surveyAdmin.editor.completedText')}
          text={draft.body.completedText}
          scope={scope}
          multiline
          issue={issueAt(scope, 'completedText')}
          onChange={changeText('completedText')}
        />
        <PagesEditor body={draft.body} onChange={changeBody} scope={scope} />
        {issues.size > 0 && (
          <Alert severity="warning">{t('surveyAdmin.editor.issues', { count: issues.size })}</Alert>
        )}
        {save.isError && isStale(save.error) ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => void reload()}>
                {t('surveyAdmin.editor.reload')}
              </Button>
            }
          >
            {save.error.message}
          </Alert>
        ) : (
          save.isError && <ErrorNotice error={save.error} />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!canSave}>
            {t('surveyAdmin.editor.save')}
          </Button>
          <Button onClick={() => void navigate('/survey/admin/definitions')}>
            {t('surveyAdmin.editor.back')}
          </Button>
        </Stack>
      </Stack>
    </SecuritySection>
  );
}
