import type { TSurveyQuestion } from '@portal/core';
import { BooleanSettings } from './BooleanSettings';
import { ChoiceSettings } from './ChoiceSettings';
import { MatrixSettings } from './MatrixSettings';
import type { SettingsProps } from './question-props';
import { RatingSettings } from './RatingSettings';
import { LengthFields, TextSettings } from './TextSettings';

/** The settings of a question's own type. */
export function QuestionSettings({ question, ...props }: SettingsProps) {
  const change = props.onChange as (question: TSurveyQuestion) => void;
  const shared = { scope: props.scope, path: props.path, onChange: change };
  switch (question.type) {
    case 'text':
      return <TextSettings question={question} {...shared} />;
    case 'comment':
      return <LengthFields question={question} {...shared} />;
    case 'radiogroup':
    case 'dropdown':
    case 'checkbox':
    case 'ranking':
      return <ChoiceSettings question={question} {...shared} />;
    case 'rating':
      return <RatingSettings question={question} {...shared} />;
    case 'matrix':
      return <MatrixSettings question={question} {...shared} />;
    case 'boolean':
      return <BooleanSettings question={question} {...shared} />;
  }
}
