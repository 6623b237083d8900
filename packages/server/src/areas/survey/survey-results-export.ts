import {
  DEFAULT_LOCALE,
  answerCounted,
  answerText,
  choiceLabel,
  questionsOf,
  revealsTooFew,
  surveyText,
  type LocaleCode,
  type ReportExportFormat,
  type TSurveyAnswerValue,
  type TSurveyQuestion,
  type TSurveyResultsFilters,
} from '@portal/core';
import {
  tableFile,
  type TableCell,
  type TableColumn,
  type TableFile,
} from '../../documents/table-file';
import type { ActorContext } from '../../shared/request-context';
import { catalogIn } from '../../shared/catalogs';
import { requireResultsReader } from './survey-results.policy';
import { widerCounts } from './survey-results.service';
import { definitionVersions, exportResponses, type ExportRecord } from './survey-results.store';

/**
 * A release's download: one row per completed response (a named release's with the person's name
 * and address, an anonymous one's with none), one column per question of the latest version (a
 * matrix one per row, a checkbox's and a ranking's choices joined), then the completion and the
 * language. Answers count as on the results screen (core's `answerCounted`), and an anonymous
 * view the screen hides (core's `revealsTooFew`) downloads with no row.
 */

/** A question's column(s): heading, kind and how a response's answer fills each. */
type AnswerColumn = TableColumn & { cell: (answer: TSurveyAnswerValue) => TableCell };

function answerColumns(
  question: TSurveyQuestion,
  locale: LocaleCode,
  yesNo: { yes: string; no: string },
): AnswerColumn[] {
  const title = surveyText(question.title, locale);
  const text = (cell: (answer: TSurveyAnswerValue) => TableCell): AnswerColumn[] => [
    { heading: title, kind: 'text', cell },
  ];
  switch (question.type) {
    case 'radiogroup':
    case 'dropdown':
    case 'checkbox':
    case 'ranking':
    case 'boolean':
      return text((answer) => {
        const many = question.type === 'checkbox' || question.type === 'ranking';
        return many && !Array.isArray(answer) ? null : answerText(question, answer, locale, yesNo);
      });
    case 'matrix': {
      const column = choiceLabel(question.columns, locale);
      return question.rows.map((row) => ({
        heading: `${title} — ${surveyText(row.text, locale)}`,
        kind: 'text' as const,
        cell: (answer) => {
          const chosen =
            typeof answer === 'object' && !Array.isArray(answer)
              ? answer[String(row.value)]
              : undefined;
          return chosen === undefined ? null : column(chosen);
        },
      }));
    }
    case 'rating':
      return [{ heading: title, kind: 'number', cell: (answer) => Number(answer) }];
    case 'text':
      if (question.inputType === 'number')
        return [{ heading: title, kind: 'number', cell: (answer) => Number(answer) }];
      return text(String);
    case 'comment':
      return text(String);
  }
}

export async function releaseResultsFile(
  ctx: ActorContext,
  releaseId: string,
  filters: TSurveyResultsFilters,
  format: ReportExportFormat,
): Promise<TableFile> {
  const release = await requireResultsReader(ctx, releaseId);
  const locale = ctx.language ?? DEFAULT_LOCALE;
  const catalog = catalogIn(locale).surveyResults;
  const texts = catalog.export;
  const [{ latest, versions }, found, wider] = await Promise.all([
    definitionVersions(ctx.db, release.definition_id),
    exportResponses(ctx.db, ctx.brand, release, filters),
    widerCounts(ctx, release, filters),
  ]);
  // The download of a view the results screen hides holds no response either.
  const hidden = release.anonymous && revealsTooFew(found.length, wider);
  const responses = hidden ? [] : found;
  const answerOf = answerCounted(versions);
  const questions = questionsOf(latest).map((question) => ({
    question,
    columns: answerColumns(question, locale, catalog),
  }));
  const person: (TableColumn & { cell: (r: ExportRecord) => TableCell })[] = release.anonymous
    ? []
    : [
        {
          heading: texts.name,
          kind: 'text',
          cell: (r) => [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
        },
        { heading: texts.email, kind: 'text', cell: (r) => r.email },
      ];
  const columns: TableColumn[] = [
    ...person,
    ...questions.flatMap((q) => q.columns),
    { heading: texts.completed, kind: 'date' },
    { heading: texts.language, kind: 'text' },
  ];
  const lines = responses.map((r) => [
    ...person.map((column) => column.cell(r)),
    ...questions.flatMap(({ question, columns: cells }) => {
      const answer = answerOf({ version: r.definition_version, answers: r.answers }, question);
      return cells.map((column) => (answer === undefined ? null : column.cell(answer)));
    }),
    r.completed_at,
    r.language,
  ]);
  const names = { file: `${release.name} ${texts.results}`, sheet: texts.results };
  return tableFile(format, names, columns, lines);
}
