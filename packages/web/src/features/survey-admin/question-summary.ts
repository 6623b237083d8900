import type { TFunction } from 'i18next';
import type { TChoice, TSurveyQuestion, TSurveyText } from '@portal/core';

type Say = (text: TSurveyText | undefined) => string;

const listOf = (choices: TChoice[], say: Say) =>
  choices.map((c) => `${say(c.text) || String(c.value)} (${String(c.value)})`).join(', ');

const limits = (t: TFunction, min: unknown, max: unknown) =>
  min === undefined && max === undefined
    ? []
    : [t('surveyAdmin.summary.limits', { min: min ?? '—', max: max ?? '—' })];

/** A question's own settings and its condition, one line each, for the read-only view. */
export function describeSettings(q: TSurveyQuestion, say: Say, t: TFunction): string[] {
  const lines: string[] = [];
  switch (q.type) {
    case 'radiogroup':
    case 'dropdown':
    case 'ranking':
      lines.push(t('surveyAdmin.summary.choices', { list: listOf(q.choices, say) }));
      break;
    case 'checkbox':
      lines.push(t('surveyAdmin.summary.choices', { list: listOf(q.choices, say) }));
      lines.push(...limits(t, q.minSelectedChoices, q.maxSelectedChoices));
      break;
    case 'rating':
      lines.push(
        t('surveyAdmin.summary.scale', {
          min: q.rateMin ?? 1,
          max: q.rateMax ?? 5,
          low: say(q.minRateDescription) || '—',
          high: say(q.maxRateDescription) || '—',
        }),
      );
      break;
    case 'matrix':
      lines.push(t('surveyAdmin.summary.rows', { list: listOf(q.rows, say) }));
      lines.push(t('surveyAdmin.summary.columns', { list: listOf(q.columns, say) }));
      break;
    case 'text':
      lines.push(t(`surveyAdmin.inputTypes.${q.inputType ?? 'text'}`));
      if (q.special) lines.push(t(`surveyAdmin.specialFields.${q.special}`));
      lines.push(...limits(t, q.min, q.max), ...limits(t, q.minLength, q.maxLength));
      break;
    case 'comment':
      lines.push(...limits(t, q.minLength, q.maxLength));
      break;
    case 'boolean':
      if (q.labelTrue || q.labelFalse) {
        lines.push(
          `${say(q.labelTrue) || t('surveyAdmin.editor.yes')} / ${say(q.labelFalse) || t('surveyAdmin.editor.no')}`,
        );
      }
      break;
  }
  const condition = q.visibleWhen;
  if (condition) {
    const value =
      condition.values?.join(', ') ??
      (condition.value === undefined ? '' : String(condition.value));
    lines.push(
      t('surveyAdmin.summary.condition', {
        question: condition.question,
        operator: t(`surveyAdmin.operators.${condition.operator}`),
        value,
      }).trim(),
    );
  }
  return lines;
}
