import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { registerFeedbackFormatRoutes } from '../feedbackformat/feedbackformat.routes';
import { registerCheckupSurveyRoutes } from './checkup-feedback.routes';

/** Checkup feedback: the formats, the partners' survey, their answers and the reports. */
export function registerCheckupFeedbackAreas(app: FastifyInstance, db: Kysely<Database>): void {
  registerFeedbackFormatRoutes(app, db);
  registerCheckupSurveyRoutes(app, db);
}
