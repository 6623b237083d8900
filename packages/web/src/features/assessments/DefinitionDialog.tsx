import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSESSMENT_DEFINITION_TYPES,
  ASSESSMENT_LIMITS,
  type AssessmentDefinitionType,
  type TAssessmentDefinition,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { listDefinitions, surveyAdminKeys } from '../survey-admin/survey-admin-api';
import { assessmentKeys, saveAssessmentDefinition } from './assessments-api';

const SURVEYS = { search: '', archived: false };

/** A new definition, or one to change: its name, its type and the survey of its questions. */
export function DefinitionDialog(props: {
  definition: TAssessmentDefinition | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [name, setName] = useState(props.definition?.name ?? '');
  const [type, setType] = useState<AssessmentDefinitionType>(props.definition?.type ?? 'compass');
  const [surveyId, setSurveyId] = useState(props.definition?.surveyDefinitionId ?? '');
  const surveys = useQuery({
    queryKey: surveyAdminKeys.list(SURVEYS),
    queryFn: ({ signal }) => listDefinitions(api, SURVEYS, signal),
  });
  const save = useMutation({
    mutationFn: () =>
      saveAssessmentDefinition(api, {
        id: props.definition?.id,
        name,
        type,
        surveyDefinitionId: surveyId,
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      toasts.show({
        message: t('assessments.definitions.saved', { name: saved.name }),
        severity: 'success',
      });
      props.onClose();
    },
  });
  const title = props.definition
    ? t('assessments.definitions.edit')
    : t('assessments.definitions.new');
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              required
              label={t('assessments.definitions.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: ASSESSMENT_LIMITS.name } }}
            />
            <TextField
              select
              required
              label={t('assessments.definitions.type')}
              value={type}
              onChange={(event) => setType(event.target.value as AssessmentDefinitionType)}
            >
              {ASSESSMENT_DEFINITION_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`assessments.types.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('assessments.definitions.questions')}
              value={surveyId}
              onChange={(event) => setSurveyId(event.target.value)}
            >
              {(surveys.data ?? []).map((survey) => (
                <MenuItem key={survey.id} value={survey.id}>
                  {survey.name}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {t('assessments.definitions.questionsHint')}
            </Typography>
            {surveys.isError && <ErrorNotice error={surveys.error} />}
            {save.isError && <ErrorNotice error={save.error} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('assessments.definitions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !name.trim() || !surveyId}
          >
            {t('assessments.definitions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
