import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSurveyDefinition, TSurveyDefinitionSave } from '@portal/core';
import { ApiError } from '../../../api/api-error';
import { queryClient } from '../../../app/QueryRoot';
import { clearToasts, renderApp, testApi, testSession } from '../../../test/render-app';

const LOAD = { timeout: 10_000 };
const editor = testSession(['surveyEditor']);
const id = '3b1f0c2e-7d4a-4e8b-9f10-2a3b4c5d6e7f';
const stored = (save: TSurveyDefinitionSave, version: number): TSurveyDefinition => ({
  id,
  name: save.name,
  version,
  archived: false,
  updatedAt: '2026-11-20T09:00:00.000Z',
  releaseCount: 0,
  body: save.body as TSurveyDefinition['body'],
  versions: [{ version, savedAt: '2026-11-20T09:00:00.000Z', savedByName: 'Ada' }],
});

afterEach(() => {
  cleanup();
  clearToasts();
  queryClient.clear();
});

const pick = async (label: string, option: string, scope: HTMLElement = document.body) => {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const addQuestion = async (type: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: type }));
};
const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('survey definition editor', () => {
  it(
    'builds a definition with a condition, checks it with core and saves a version; a stale save offers a reload',
    { timeout: 40_000 },
    async () => {
      const saves: TSurveyDefinitionSave[] = [];
      let theirs: TSurveyDefinition | undefined;
      const api = testApi(
        async (path) => {
          if (path === `/api/survey/GetDefinition/${id}` && theirs) return theirs;
          throw new ApiError(404, 'No such call.');
        },
        async (path, body) => {
          if (path !== '/api/survey/SaveDefinition') throw new ApiError(404, 'No such call.');
          const save = body as TSurveyDefinitionSave;
          saves.push(save);
          if (saves.length === 1) return stored(save, 1);
          theirs = stored({ ...save, name: 'Their pulse' }, 2);
          throw new ApiError(409, 'Someone saved this survey definition after you opened it.');
        },
      );
      const { router } = renderApp(['/survey/admin/definitions/new'], { session: editor, api });
      type(await screen.findByRole('textbox', { name: 'Definition name' }, LOAD), 'Pulse');
      type(screen.getByRole('textbox', { name: 'Survey title' }), 'Team pulse');
      // core's check: a page needs a question, and Save waits until it has one.
      expect(screen.getByText('Add at least one question to this page.')).toBeTruthy();
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Save as a new version' }).disabled,
      ).toBe(true);

      await addQuestion('Single choice');
      type(within(question(1)).getByRole('textbox', { name: 'Question' }), 'Your role');
      const [first] = within(question(1)).getAllByRole('textbox', { name: 'Text' });
      if (!first) throw new Error('A new choice question has choices');
      type(first, 'Leader');
      await addQuestion('Long answer');
      type(within(question(2)).getByRole('textbox', { name: 'Question' }), 'What do you lead?');
      await pick('Show this question', 'Your role', question(2));
      await pick('When the answer', 'is', question(2));
      await pick('Value', 'Leader', question(2));

      // A duplicate answer name is core's issue, said beside the field.
      const name = within(question(2)).getByRole('textbox', { name: 'Answer name' });
      type(name, 'question1');
      expect(
        await within(question(2)).findByText('Another question has this answer name.'),
      ).toBeTruthy();
      type(name, 'leading');

      fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
      await screen.findByText('Saved as version 1.', undefined, LOAD);
      expect(saves[0]).toMatchObject({
        name: 'Pulse',
        body: {
          title: 'Team pulse',
          pages: [
            {
              elements: [
                { type: 'radiogroup', name: 'question1', title: 'Your role' },
                {
                  type: 'comment',
                  name: 'leading',
                  visibleWhen: { question: 'question1', operator: 'equals', value: 'item1' },
                },
              ],
            },
          ],
        },
      });
      expect(saves[0]?.id).toBeUndefined();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/survey/admin/definitions/${id}`),
      );

      // Someone else saved version 2 meanwhile: the server's message, and their version on reload.
      type(await screen.findByRole('textbox', { name: 'Survey title' }, LOAD), 'Team pulse, again');
      fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
      await screen.findByText(/Someone saved this survey definition/, undefined, LOAD);
      expect(saves[1]).toMatchObject({ id, version: 1 });
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      await waitFor(() =>
        expect(
          screen.getByRole<HTMLInputElement>('textbox', { name: 'Definition name' }).value,
        ).toBe('Their pulse'),
      );
      expect(screen.queryByText(/Someone saved this survey definition/)).toBeNull();
      expect(vi.mocked(api.get)).toHaveBeenCalledWith(
        `/api/survey/GetDefinition/${id}`,
        undefined,
        undefined,
      );
    },
  );

  it(
    'edits texts per language, falling back as respondents read them',
    { timeout: 30_000 },
    async () => {
      renderApp(['/survey/admin/definitions/new'], {
        session: editor,
        api: testApi(async () => []),
      });
      type(await screen.findByRole('textbox', { name: 'Survey title' }, LOAD), 'Team pulse');
      await pick('Language of the texts', 'Deutsch');
      const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Survey title' });
      expect(title.value).toBe('');
      expect(title.placeholder).toBe('Team pulse');
      type(title, 'Team-Puls');
      await pick('Language of the texts', 'Default (every language)');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Survey title' }).value).toBe(
        'Team pulse',
      );
    },
  );

  it('leaves a definition opened and not changed without asking', { timeout: 30_000 }, async () => {
    const definition = stored(
      {
        name: 'Pulse',
        body: {
          title: 'Pulse',
          pages: [{ name: 'p', elements: [{ type: 'boolean', name: 'ok', title: 'Ok?' }] }],
        },
      },
      3,
    );
    const api = testApi(async (path) => {
      if (path === `/api/survey/GetDefinition/${id}`) return definition;
      return [];
    });
    const { router } = renderApp([`/survey/admin/definitions/${id}`], { session: editor, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the definitions' }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey/admin/definitions'));
    expect(screen.queryByText(/unsaved changes/)).toBeNull();
  });
});
