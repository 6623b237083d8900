import { z } from 'zod';
import {
  zFeedbackFormat,
  zFeedbackFormatInput,
  zFeedbackFormatName,
  zFeedbackFormatVersionRef,
} from '../validation/checkup-feedback';
import { endpoint, json, jsonOf } from './endpoint';

const base = '/api/feedbackformat';
/** Their texts are what every partner reads, so any signed-in person may read them. */
const readers = 'any';
/** The admin screen's rule changes them. */
const admins = 'securityAdmin';
const zName = z.object({ name: zFeedbackFormatName });
const zVersionParams = zName.extend({ version: z.coerce.number().int().min(1).max(100_000) });
const format = jsonOf(zFeedbackFormat, 'FeedbackFormat');

/** Checkup feedback formats: the named, versioned texts of the partners' survey. */
export const feedbackFormatApi = {
  byVersion: endpoint({
    method: 'GET',
    path: `${base}/GetByVersion/:name/:version`,
    access: readers,
    summary: 'One version of a format.',
    params: zVersionParams,
    answer: format,
  }),
  defaultVersion: endpoint({
    method: 'GET',
    path: `${base}/getDefaultVersion/:name`,
    access: readers,
    summary: 'The version of a format surveys use when they name none.',
    params: zName,
    answer: format,
  }),
  allByName: endpoint({
    method: 'GET',
    path: `${base}/GetAllByName/:name`,
    access: readers,
    summary: 'Every version of a format.',
    params: zName,
    answer: jsonOf(z.array(zFeedbackFormat), 'FeedbackFormat[]'),
  }),
  save: endpoint({
    method: 'POST',
    path: `${base}/save`,
    access: admins,
    summary: 'Creates or replaces a version of a format (without a version, the next one).',
    body: zFeedbackFormatInput,
    answer: format,
  }),
  setAsDefault: endpoint({
    method: 'POST',
    path: `${base}/SetAsDefault`,
    access: admins,
    summary: "Makes a version its format's default.",
    body: zFeedbackFormatVersionRef,
    answer: format,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/DeleteByNameVersion/:name/:version`,
    access: admins,
    summary: 'Deletes a version of a format (never the default).',
    params: zVersionParams,
    answer: json<boolean>('boolean'),
  }),
};
