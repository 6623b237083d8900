import { describe, expect, it } from 'vitest';
import { zSurveyBody } from './definition';
import { oneClickPath, oneClickQuestion, withOneClickAnswer } from './take';

const yesNo = { yes: 'Sí', no: 'No' };
const first = (element: object) =>
  zSurveyBody.parse({
    title: 'T',
    pages: [{ name: 'p', elements: [element, { type: 'comment', name: 'more', title: 'More' }] }],
  });

describe('one-click questions of an e-mail', () => {
  it('offers a rating, a yes/no and a single choice, in the language, with the link values', () => {
    const rating = first({
      type: 'rating',
      name: 'r',
      title: { default: 'How?', es: '¿Cómo?' },
      rateMin: 0,
      rateMax: 10,
    });
    const asked = oneClickQuestion(rating, 'es', yesNo);
    expect(asked?.prompt).toBe('¿Cómo?');
    expect(asked?.choices.map((c) => c.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(
      oneClickQuestion(first({ type: 'boolean', name: 'b', title: 'Ok?' }), 'es', yesNo)?.choices,
    ).toEqual([
      { label: 'Sí', value: 'true' },
      { label: 'No', value: 'false' },
    ]);
    const choice = first({
      type: 'radiogroup',
      name: 'c',
      title: 'Pick',
      choices: [{ value: 'a', text: { default: 'Apple', es: 'Manzana' } }],
    });
    expect(oneClickQuestion(choice, 'es-419', yesNo)?.choices).toEqual([
      { label: 'Manzana', value: 'a' },
    ]);
  });

  it('offers nothing for a question one click cannot answer', () => {
    expect(
      oneClickQuestion(first({ type: 'comment', name: 'c', title: 'Say' }), 'en-us', yesNo),
    ).toBeNull();
    const long = first({
      type: 'radiogroup',
      name: 'c',
      title: 'Pick',
      choices: Array.from({ length: 12 }, (_, i) => ({ value: i, text: String(i) })),
    });
    expect(oneClickQuestion(long, 'en-us', yesNo)).toBeNull();
  });

  it('makes links whose value answers the question', () => {
    const body = first({ type: 'rating', name: 'r', title: 'How?' });
    expect(oneClickPath('co/de', 'u1', 0, '4')).toBe('/survey/co%2Fde/u1/0/4');
    expect(withOneClickAnswer(body, {}, 0, '4')).toEqual({ r: 4 });
    expect(withOneClickAnswer(body, {}, 0, '9')).toBeNull();
  });
});
