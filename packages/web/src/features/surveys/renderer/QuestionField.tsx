import type {
  LocaleCode,
  SurveyAnswerError,
  TSurveyAnswerValue,
  TSurveyQuestion,
} from '@portal/core';
import { CheckboxQuestion, DropdownQuestion, RadioQuestion } from './ChoiceQuestions';
import { MatrixQuestion } from './MatrixQuestion';
import { QuestionFrame } from './QuestionFrame';
import { RankingQuestion } from './RankingQuestion';
import { BooleanQuestion, RatingQuestion } from './ScaleQuestions';
import { CommentQuestion, TextQuestion } from './TextQuestions';
import { inputIdOf } from './survey-pages';

type Props = {
  question: TSurveyQuestion;
  value: TSurveyAnswerValue | undefined;
  onChange: (value: TSurveyAnswerValue | undefined) => void;
  locale: LocaleCode;
  error: SurveyAnswerError | undefined;
};

function Control(props: Props) {
  const { question, ...rest } = props;
  switch (question.type) {
    case 'radiogroup':
      return <RadioQuestion question={question} {...rest} />;
    case 'dropdown':
      return <DropdownQuestion question={question} {...rest} />;
    case 'checkbox':
      return <CheckboxQuestion question={question} {...rest} />;
    case 'rating':
      return <RatingQuestion question={question} {...rest} />;
    case 'matrix':
      return <MatrixQuestion question={question} {...rest} />;
    case 'text':
      return <TextQuestion question={question} {...rest} />;
    case 'comment':
      return <CommentQuestion question={question} {...rest} />;
    case 'boolean':
      return <BooleanQuestion question={question} {...rest} />;
    case 'ranking':
      return <RankingQuestion question={question} {...rest} />;
  }
}

/** The questions answered in one input, whose title is that input's label. */
const SINGLE_INPUT = new Set<TSurveyQuestion['type']>(['text', 'comment', 'dropdown']);

/** One question of any type of core's vocabulary, in its frame. */
export function QuestionField(props: Props) {
  const { question, locale, error } = props;
  return (
    <QuestionFrame
      question={question}
      locale={locale}
      error={error}
      labelFor={SINGLE_INPUT.has(question.type) ? inputIdOf(question.name) : undefined}
    >
      <Control {...props} />
    </QuestionFrame>
  );
}
