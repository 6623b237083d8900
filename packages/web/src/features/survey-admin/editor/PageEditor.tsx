import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_QUESTION_TYPES, type SurveyQuestionType, type TSurveyPage } from '@portal/core';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon } from './editor-icons';
import { issueAt, type EditorScope } from './editor-scope';
import { SurveyTextField } from './SurveyTextField';

type Props = {
  page: TSurveyPage;
  number: number;
  first: boolean;
  last: boolean;
  onChange: (page: TSurveyPage) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onAddQuestion: (type: SurveyQuestionType) => void;
  scope: EditorScope;
  path: string;
  /** The page's questions, drawn by the editor. */
  children: React.ReactNode;
};

/** One page: its title and description, its questions, and adding one of any type. */
export function PageEditor({
  page,
  number,
  first,
  last,
  onChange,
  onMove,
  onRemove,
  onAddQuestion,
  scope,
  path,
  children,
}: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('surveyAdmin.editor.pageNumber', { number });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, bgcolor: 'action.hover' }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
            {label}
          </Typography>
          <IconButton
            aria-label={t('surveyAdmin.editor.movePageUp')}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUpIcon />
          </IconButton>
          <IconButton
            aria-label={t('surveyAdmin.editor.movePageDown')}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDownIcon />
          </IconButton>
          <IconButton
            aria-label={t('surveyAdmin.editor.removePage')}
            disabled={first && last}
            onClick={onRemove}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
        <SurveyTextField
          label={t('surveyAdmin.editor.pageTitle')}
          text={page.title}
          scope={scope}
          issue={issueAt(scope, path, 'title')}
          onChange={(title) => onChange({ ...page, title })}
        />
        <SurveyTextField
          label={t('surveyAdmin.editor.description')}
          text={page.description}
          scope={scope}
          multiline
          issue={issueAt(scope, path, 'description')}
          onChange={(description) => onChange({ ...page, description })}
        />
        {children}
        {issueAt(scope, path, 'elements') && (
          <Typography variant="body2" color="warning.main">
            {issueAt(scope, path, 'elements')}
          </Typography>
        )}
        <Button
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('surveyAdmin.editor.addQuestion')}
        </Button>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {SURVEY_QUESTION_TYPES.map((type) => (
            <MenuItem
              key={type}
              onClick={() => {
                setAnchor(null);
                onAddQuestion(type);
              }}
            >
              {t(`surveyAdmin.questionTypes.${type}`)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
    </Paper>
  );
}
