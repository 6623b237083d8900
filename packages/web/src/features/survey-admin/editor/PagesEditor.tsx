import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SURVEY_LIMITS, type TSurveyBody } from '@portal/core';
import { useConfirm } from '../../../ui/confirm-context';
import {
  duplicateQuestion,
  insertQuestion,
  moveItem,
  moveQuestion,
  newPage,
  newQuestion,
  questionNumber,
  questionsBefore,
  removeQuestion,
  renameQuestion,
  replaceQuestion,
  type QuestionAt,
} from './definition-draft';
import type { EditorScope } from './editor-scope';
import { PageEditor } from './PageEditor';
import { QuestionEditor, type QuestionActions } from './QuestionEditor';

type Props = {
  body: TSurveyBody;
  /** A change of the body, as a function of the body it changes. */
  onChange: (change: (body: TSurveyBody) => TSurveyBody) => void;
  scope: EditorScope;
};

/** The definition's pages and their questions, in order. */
export function PagesEditor({ body, onChange, scope }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const questionActions = (at: QuestionAt): QuestionActions => ({
    change: (question) => onChange((b) => replaceQuestion(b, at, question)),
    rename: (name) => onChange((b) => renameQuestion(b, at, name)),
    move: (step) => onChange((b) => moveQuestion(b, at, step)),
    duplicate: () =>
      onChange((b) => {
        const question = b.pages[at.page]?.elements[at.index];
        return question
          ? insertQuestion(b, { ...at, index: at.index + 1 }, duplicateQuestion(question, b))
          : b;
      }),
    remove: () => onChange((b) => removeQuestion(b, at)),
  });
  const removePage = async (index: number) => {
    const count = body.pages[index]?.elements.length ?? 0;
    if (
      count > 0 &&
      !(await confirm({ message: t('surveyAdmin.editor.removePageConfirm', { count }) }))
    )
      return;
    onChange((b) => ({ ...b, pages: b.pages.filter((_, i) => i !== index) }));
  };
  const lastPage = body.pages.length - 1;
  return (
    <Stack spacing={3}>
      {body.pages.map((page, p) => (
        <PageEditor
          key={p}
          page={page}
          number={p + 1}
          first={p === 0}
          last={p === lastPage}
          onChange={(next) =>
            onChange((b) => ({ ...b, pages: b.pages.map((old, i) => (i === p ? next : old)) }))
          }
          onMove={(step) => onChange((b) => ({ ...b, pages: moveItem(b.pages, p, p + step) }))}
          onRemove={() => void removePage(p)}
          onAddQuestion={(type) =>
            onChange((b) =>
              insertQuestion(
                b,
                { page: p, index: b.pages[p]?.elements.length ?? 0 },
                newQuestion(type, b),
              ),
            )
          }
          scope={scope}
          path={`pages.${p}`}
        >
          {page.elements.map((question, index) => {
            const at = { page: p, index };
            return (
              <QuestionEditor
                key={`${p}-${index}`}
                question={question}
                number={questionNumber(body, at)}
                earlier={questionsBefore(body, at)}
                first={p === 0 && index === 0}
                last={p === lastPage && index === page.elements.length - 1}
                actions={questionActions(at)}
                scope={scope}
                path={`pages.${p}.elements.${index}`}
              />
            );
          })}
        </PageEditor>
      ))}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={body.pages.length >= SURVEY_LIMITS.pages}
        onClick={() => onChange((b) => ({ ...b, pages: [...b.pages, newPage(b)] }))}
      >
        {t('surveyAdmin.editor.addPage')}
      </Button>
    </Stack>
  );
}
