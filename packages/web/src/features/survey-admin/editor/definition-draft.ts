import {
  questionsOf,
  type LocaleCode,
  type SurveyQuestionType,
  type TChoice,
  type TSurveyBody,
  type TSurveyQuestion,
  type TSurveyText,
} from '@portal/core';

/** The editor's building operations on a definition's body: pure, so they are tested alone. */

/** The language a text is edited in: `default` (every language without its own) or one. */
export type TextLanguage = 'default' | LocaleCode;

/** A text's own words in one language ('' when it has none there). */
export function textIn(text: TSurveyText | undefined, language: TextLanguage): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return language === 'default' ? text : '';
  return (language === 'default' ? text.default : text[language]) ?? '';
}

/** The text with its words in one language changed; one string while it has no translation. */
export function withText(
  text: TSurveyText | undefined,
  language: TextLanguage,
  value: string,
): TSurveyText {
  const all = typeof text === 'object' ? { ...text } : { default: text ?? '' };
  if (language === 'default') all.default = value;
  else if (value) all[language] = value;
  else delete all[language];
  return Object.keys(all).length === 1 ? all.default : all;
}

/** A name like `base` that no question has yet (`question3`). */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const name = `${base}${n}`;
    if (!taken.has(name)) return name;
  }
}

export const namesOf = (body: TSurveyBody) => new Set(questionsOf(body).map((q) => q.name));

const choices = (prefix: string, count: number): TChoice[] =>
  Array.from({ length: count }, (_, i) => ({ value: `${prefix}${i + 1}`, text: '' }));

type Base = Pick<TSurveyQuestion, 'name' | 'title' | 'description' | 'isRequired' | 'visibleWhen'>;

/** A question of a type, keeping what every question has (and the choices, when both have). */
export function questionOfType(type: SurveyQuestionType, from: TSurveyQuestion | Base) {
  const { name, title, description, isRequired, visibleWhen } = from;
  const base = { name, title, description, isRequired, visibleWhen };
  const kept = 'choices' in from ? from.choices : choices('item', 2);
  switch (type) {
    case 'text':
      return { ...base, type, inputType: 'text' } satisfies TSurveyQuestion;
    case 'comment':
    case 'boolean':
      return { ...base, type } satisfies TSurveyQuestion;
    case 'radiogroup':
    case 'dropdown':
    case 'checkbox':
    case 'ranking':
      return { ...base, type, choices: kept } satisfies TSurveyQuestion;
    case 'rating':
      return { ...base, type, rateMin: 1, rateMax: 5 } satisfies TSurveyQuestion;
    case 'matrix':
      return {
        ...base,
        type,
        rows: choices('row', 2),
        columns: [1, 2, 3, 4, 5].map((value) => ({ value, text: '' })),
      } satisfies TSurveyQuestion;
  }
}

/** A new question of a type, with a name no other question has. */
export const newQuestion = (type: SurveyQuestionType, body: TSurveyBody): TSurveyQuestion =>
  questionOfType(type, { name: freeName('question', namesOf(body)), title: '' });

/** A copy of a question under a new name. */
export const duplicateQuestion = (question: TSurveyQuestion, body: TSurveyBody) => ({
  ...structuredClone(question),
  name: freeName(`${question.name}_`, namesOf(body)),
});

/** Where a question sits: its page and its place on the page. */
export type QuestionAt = { page: number; index: number };

function mapPages(
  body: TSurveyBody,
  change: (elements: TSurveyQuestion[], page: number) => TSurveyQuestion[],
) {
  return {
    ...body,
    pages: body.pages.map((page, i) => ({ ...page, elements: change(page.elements, i) })),
  };
}

export const replaceQuestion = (body: TSurveyBody, at: QuestionAt, next: TSurveyQuestion) =>
  mapPages(body, (elements, page) =>
    page === at.page ? elements.map((q, i) => (i === at.index ? next : q)) : elements,
  );

export const removeQuestion = (body: TSurveyBody, at: QuestionAt) =>
  mapPages(body, (elements, page) =>
    page === at.page ? elements.filter((_, i) => i !== at.index) : elements,
  );

export const insertQuestion = (body: TSurveyBody, at: QuestionAt, question: TSurveyQuestion) =>
  mapPages(body, (elements, page) =>
    page === at.page ? elements.toSpliced(at.index, 0, question) : elements,
  );

/**
 * A question one place up (-1) or down (+1); past the top or end of its page it goes to the end
 * of the page before or the top of the page after.
 */
export function moveQuestion(body: TSurveyBody, at: QuestionAt, step: -1 | 1): TSurveyBody {
  const question = body.pages[at.page]?.elements[at.index];
  if (!question) return body;
  const count = body.pages[at.page]?.elements.length ?? 0;
  const target = at.index + step;
  const without = removeQuestion(body, at);
  if (target >= 0 && target < count)
    return insertQuestion(without, { ...at, index: target }, question);
  const page = at.page + step;
  const other = body.pages[page];
  if (!other) return body;
  return insertQuestion(without, { page, index: step < 0 ? other.elements.length : 0 }, question);
}

/** A question renamed, with the conditions that named it following the new name. */
export function renameQuestion(body: TSurveyBody, at: QuestionAt, name: string): TSurveyBody {
  const old = body.pages[at.page]?.elements[at.index]?.name;
  return mapPages(body, (elements, page) =>
    elements.map((q, i) => {
      if (page === at.page && i === at.index) return { ...q, name };
      const condition = q.visibleWhen;
      return condition && condition.question === old
        ? { ...q, visibleWhen: { ...condition, question: name } }
        : q;
    }),
  );
}

export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length) return [...list];
  return list.toSpliced(from, 1).toSpliced(to, 0, item);
};

/** A new page (empty: the check asks for its first question). */
export const newPage = (body: TSurveyBody) => ({
  name: freeName('page', new Set(body.pages.map((page) => page.name))),
  elements: [],
});

/** The body of a new definition: one page, no question yet. */
export const emptyBody = (): TSurveyBody => ({
  title: '',
  pages: [{ name: 'page1', elements: [] }],
});

/** The questions before one, the ones a condition may look at. */
export const questionsBefore = (body: TSurveyBody, at: QuestionAt): TSurveyQuestion[] =>
  body.pages.flatMap((page, p) =>
    p < at.page ? page.elements : p === at.page ? page.elements.slice(0, at.index) : [],
  );

/** A question's number in the whole survey, from 1. */
export const questionNumber = (body: TSurveyBody, at: QuestionAt): number =>
  body.pages.slice(0, at.page).reduce((sum, page) => sum + page.elements.length, 0) + at.index + 1;
