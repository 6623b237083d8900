import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPES,
  type SurveyQuestionType,
  type TCondition,
  type TSurveyQuestion,
} from '@portal/core';
import { ConditionEditor } from './ConditionEditor';
import { questionOfType } from './definition-draft';
import { issuesUnder } from './draft-issues';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, DeleteIcon } from './editor-icons';
import { issueAt, type EditorScope } from './editor-scope';
import { QuestionSettings } from './QuestionSettings';
import { SurveyTextField } from './SurveyTextField';

export type QuestionActions = {
  change: (question: TSurveyQuestion) => void;
  rename: (name: string) => void;
  move: (step: -1 | 1) => void;
  duplicate: () => void;
  remove: () => void;
};

type Props = {
  question: TSurveyQuestion;
  /** Its number in the whole survey, from 1. */
  number: number;
  earlier: TSurveyQuestion[];
  first: boolean;
  last: boolean;
  actions: QuestionActions;
  scope: EditorScope;
  path: string;
};

/** One question: its type, name, texts, required, its type's settings and its condition. */
export function QuestionEditor({
  question,
  number,
  earlier,
  first,
  last,
  actions,
  scope,
  path,
}: Props) {
  const { t } = useTranslation();
  const { change } = actions;
  const problems = issuesUnder(scope.issues, path);
  const label = t('surveyAdmin.editor.questionNumber', { number });
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2, borderRadius: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, flex: 1 }}>
            {label}
            {problems > 0 && (
              <Chip
                size="small"
                color="warning"
                sx={{ ml: 1 }}
                label={t('surveyAdmin.editor.issueCount', { count: problems })}
              />
            )}
          </Typography>
          <IconButton
            aria-label={t('surveyAdmin.editor.moveUp')}
            disabled={first}
            onClick={() => actions.move(-1)}
          >
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            aria-label={t('surveyAdmin.editor.moveDown')}
            disabled={last}
            onClick={() => actions.move(1)}
          >
            <ArrowDownIcon />
          </IconButton>
          <IconButton aria-label={t('surveyAdmin.editor.duplicate')} onClick={actions.duplicate}>
            <CopyIcon />
          </IconButton>
          <IconButton aria-label={t('surveyAdmin.editor.removeQuestion')} onClick={actions.remove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('surveyAdmin.editor.type')}
            value={question.type}
            onChange={(event) =>
              change(questionOfType(event.target.value as SurveyQuestionType, question))
            }
            sx={{ minWidth: 200 }}
          >
            {SURVEY_QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`surveyAdmin.questionTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('surveyAdmin.editor.name')}
            value={question.name}
            onChange={(event) => actions.rename(event.target.value)}
            error={issueAt(scope, path, 'name') !== undefined}
            helperText={issueAt(scope, path, 'name') ?? t('surveyAdmin.editor.nameHelp')}
            slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.name } }}
          />
          <FormControlLabel
            label={t('surveyAdmin.editor.required')}
            control={
              <Switch
                checked={question.isRequired ?? false}
                onChange={(event) =>
                  change({ ...question, isRequired: event.target.checked || undefined })
                }
              />
            }
          />
        </Stack>
        <SurveyTextField
          label={t('surveyAdmin.editor.questionTitle')}
          text={question.title}
          scope={scope}
          issue={issueAt(scope, path, 'title')}
          onChange={(title) => change({ ...question, title })}
        />
        <SurveyTextField
          label={t('surveyAdmin.editor.description')}
          text={question.description}
          scope={scope}
          multiline
          issue={issueAt(scope, path, 'description')}
          onChange={(description) => change({ ...question, description })}
        />
        <QuestionSettings question={question} onChange={change} scope={scope} path={path} />
        <ConditionEditor
          condition={question.visibleWhen}
          earlier={earlier}
          onChange={(visibleWhen: TCondition | undefined) => change({ ...question, visibleWhen })}
          scope={scope}
          path={path}
        />
      </Stack>
    </Paper>
  );
}
