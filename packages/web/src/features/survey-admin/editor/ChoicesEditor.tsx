import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS, type TChoice } from '@portal/core';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon } from './editor-icons';
import { freeName, moveItem } from './definition-draft';
import { issueAt, type EditorScope } from './editor-scope';
import { SurveyTextField } from './SurveyTextField';

type Props = {
  /** The list's heading (choices, rows, columns). */
  label: string;
  choices: TChoice[];
  onChange: (choices: TChoice[]) => void;
  scope: EditorScope;
  /** The field path of the list, for its issues (`pages.0.elements.1.choices`). */
  path: string;
  /** New entries' values: `item3`, `row3`, or numbers (a matrix's columns). */
  prefix: string;
  numeric?: boolean;
};

/** A list of choices: each a stored value and a text in every language; add, move, remove. */
export function ChoicesEditor({ label, choices, onChange, scope, path, prefix, numeric }: Props) {
  const { t } = useTranslation();
  const set = (index: number, choice: TChoice) =>
    onChange(choices.map((c, i) => (i === index ? choice : c)));
  const add = () => {
    const values = new Set(choices.map((c) => String(c.value)));
    const value = numeric
      ? Math.max(0, ...choices.map((c) => Number(c.value) || 0)) + 1
      : freeName(prefix, values);
    onChange([...choices, { value, text: '' }]);
  };
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      {issueAt(scope, path) && (
        <Typography variant="body2" color="error">
          {issueAt(scope, path)}
        </Typography>
      )}
      {choices.map((choice, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('surveyAdmin.editor.choiceValue')}
            value={String(choice.value)}
            onChange={(event) => {
              const raw = event.target.value;
              const value = numeric && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
              set(index, { ...choice, value });
            }}
            error={issueAt(scope, path, index, 'value') !== undefined}
            helperText={issueAt(scope, path, index, 'value')}
            slotProps={{ htmlInput: { maxLength: SURVEY_LIMITS.name } }}
            sx={{ width: { sm: 160 } }}
          />
          <SurveyTextField
            label={t('surveyAdmin.editor.choiceText')}
            text={choice.text}
            scope={scope}
            issue={issueAt(scope, path, index, 'text')}
            onChange={(text) => set(index, { ...choice, text })}
          />
          <Stack direction="row">
            <IconButton
              aria-label={t('surveyAdmin.editor.moveUp')}
              disabled={index === 0}
              onClick={() => onChange(moveItem(choices, index, index - 1))}
            >
              <ArrowUpIcon />
            </IconButton>
            <IconButton
              aria-label={t('surveyAdmin.editor.moveDown')}
              disabled={index === choices.length - 1}
              onClick={() => onChange(moveItem(choices, index, index + 1))}
            >
              <ArrowDownIcon />
            </IconButton>
            <IconButton
              aria-label={t('surveyAdmin.editor.remove')}
              onClick={() => onChange(choices.filter((_, i) => i !== index))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={choices.length >= SURVEY_LIMITS.choices}
        onClick={add}
      >
        {t('surveyAdmin.editor.addChoice')}
      </Button>
    </Stack>
  );
}
