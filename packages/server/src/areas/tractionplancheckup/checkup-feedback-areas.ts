import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { registerCheckupSurveyRoutes } from './checkup-feedback.routes';
import { registerCheckupReportRoutes } from './checkup-report.routes';

/** Checkup feedback: the partners' survey, their answers and the reports (the formats are an area of their own). */
export function registerCheckupFeedbackAreas(app: FastifyInstance, db: Kysely<Database>): void {
  registerCheckupSurveyRoutes(app, db);
  registerCheckupReportRoutes(app, db);
}
