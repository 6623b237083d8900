import {
  DEFAULT_SURVEY_RELEASE_DEFAULTS,
  fillPath,
  surveyDefinitionApi,
  surveyReleasesApi,
  type TSurveyRelease,
  type TSurveyReleaseGroup,
  type TSurveyShortUrl,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import { testApi } from '../../test/render-app';

export const PERSON_ID = '5d0c2f4e-8f2e-4a55-a4a7-2c1d3e4f5a6b';
export const DEFINITION_ID = '0b7f3c52-3f7c-4f55-9f63-0d5a2d1f7a10';

export const release: TSurveyRelease = {
  id: '1c1d2e3f-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  version: 2,
  definitionId: DEFINITION_ID,
  definitionName: 'Team pulse',
  releaseGroupId: null,
  releaseGroupName: null,
  name: 'Spring pulse',
  triggerType: 'norelatedentities',
  opensAt: '2026-03-02T09:30:00.000Z',
  closesAt: null,
  closedAt: null,
  anonymous: false,
  uniqueness: 'Person',
  allowMultiple: false,
  reminderDays: 3,
  isPublic: true,
  shortCode: 'AbCdEfGhIjKl',
  open: true,
  counts: { invited: 12, completed: 5 },
  targets: [{ entityType: 'UserGroup', entityId: DEFINITION_ID, name: 'Pulse team' }],
};

export const group: TSurveyReleaseGroup = {
  id: '2c1d2e3f-0d8e-4f43-9d3b-6c1a2b3c4d5e',
  name: 'Spring term',
  description: 'Pulses of the spring',
  releaseCount: 1,
};

export const shortUrl: TSurveyShortUrl = {
  code: 'Xy12_-ab',
  releaseId: release.id,
  releaseName: release.name,
  params: { school: 'north' },
  maxUses: 30,
  useCount: 4,
  expiresAt: null,
  createdAt: '2026-03-02T09:30:00.000Z',
};

const paths = surveyReleasesApi;
const one = (path: string, id: string) => fillPath(path, { id });

/** The survey admin's calls answered from the data above; every change echoes what it saves. */
export function releasesApi() {
  const answers: Record<string, unknown> = {
    [paths.getReleases.path]: [release],
    [one(surveyDefinitionApi.get.path, DEFINITION_ID)]: {
      id: DEFINITION_ID,
      name: 'Team pulse',
      archived: false,
    },
    [one(paths.getRelease.path, release.id)]: release,
    [paths.getReleaseGroups.path]: [group],
    [paths.getReleaseDefaults.path]: DEFAULT_SURVEY_RELEASE_DEFAULTS,
    [paths.getShortUrls.path]: [shortUrl],
    [paths.saveRelease.path]: release,
    [one(paths.closeRelease.path, release.id)]: { ...release, open: false },
    [paths.saveReleaseGroup.path]: group,
    [paths.saveShortUrl.path]: shortUrl,
    [paths.findReleasePeople.path]: [
      { id: PERSON_ID, firstName: 'Pia', lastName: 'Park', email: 'pia@client.example' },
    ],
  };
  const answer = async (path: string, body?: unknown) => {
    if (path in answers) return answers[path];
    if (body !== undefined || path.includes('/Delete')) return body ?? true;
    throw new ApiError(404, 'No such call.');
  };
  return testApi(answer, answer);
}
