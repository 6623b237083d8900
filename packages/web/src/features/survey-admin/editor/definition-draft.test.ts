import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TSurveyBody } from '@portal/core';
import { moveQuestion, renameQuestion, withText } from './definition-draft';
import { draftIssues } from './draft-issues';

const body: TSurveyBody = {
  title: 'Pulse',
  pages: [
    {
      name: 'page1',
      elements: [
        { type: 'boolean', name: 'lead', title: 'Do you lead?' },
        {
          type: 'comment',
          name: 'what',
          title: 'What?',
          visibleWhen: { question: 'lead', operator: 'equals', value: true },
        },
      ],
    },
    { name: 'page2', elements: [{ type: 'comment', name: 'notes', title: 'Notes' }] },
  ],
};
const names = (b: TSurveyBody) => b.pages.map((page) => page.elements.map((q) => q.name));
const t = ((key: string) => key) as unknown as TFunction;

describe('definition drafts', () => {
  it('keeps one string until a text has a translation, and drops an emptied one', () => {
    expect(withText('Hello', 'default', 'Hi')).toBe('Hi');
    const both = withText('Hello', 'de', 'Hallo');
    expect(both).toEqual({ default: 'Hello', de: 'Hallo' });
    expect(withText(both, 'de', '')).toBe('Hello');
  });

  it('moves a question past the edge of its page onto the next or previous page', () => {
    const down = moveQuestion(body, { page: 0, index: 1 }, 1);
    expect(names(down)).toEqual([['lead'], ['what', 'notes']]);
    expect(names(moveQuestion(down, { page: 1, index: 0 }, -1))).toEqual(names(body));
    expect(moveQuestion(body, { page: 0, index: 0 }, -1)).toBe(body);
  });

  it('renames a question with the conditions that look at it', () => {
    const renamed = renameQuestion(body, { page: 0, index: 0 }, 'leads');
    expect(renamed.pages[0]?.elements[1]?.visibleWhen?.question).toBe('leads');
  });

  it("puts core's cross-question issues on the question's own field", () => {
    const moved = moveQuestion(body, { page: 0, index: 0 }, 1);
    expect([...draftIssues(moved, t)]).toEqual([
      ['pages.0.elements.0.visibleWhen', 'surveyAdmin.issues.conditionNotEarlier'],
    ]);
    expect(draftIssues(body, t).size).toBe(0);
  });
});
