import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ZEmployeeInfoSave,
  blackoutStats,
  eventAdminApi,
  satisfies,
  trainerAvailability,
  type TrainerInfo,
} from '@portal/core';
import type { Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { eventContext, type EventContext } from './event-context';
import {
  accountOfBrandExists,
  saveTrainerInfo,
  trainerBookings,
  trainerInfoRows,
} from './event-trainers.store';

/** Trainers' employee information of the brand, with their names and sign-in addresses. */
async function trainerInfos(ctx: EventContext, only?: string): Promise<TrainerInfo[]> {
  const rows = await trainerInfoRows(ctx.db, ctx.brand, only);
  return rows.map((r) => {
    const info = ZEmployeeInfoSave.parse({ ...(r.info as object), blackouts: r.blackouts });
    return {
      ...info,
      userAccountId: r.user_account_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email?.toLowerCase() ?? null,
    };
  });
}

/** May the caller see or change this trainer's availability: event admins, or the trainer. */
function requireSelfOrAdmin(ctx: EventContext, userAccountId: string): void {
  if (ctx.actor.userAccountId !== userAccountId && !satisfies(ctx.actor.session, 'eventAdmin')) {
    throw new HttpError(403, NOT_AUTHORIZED);
  }
}

/** Trainer availability and blackouts (see core's trainer-availability rules). */
export function registerEventAvailabilityRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const ctx = (request: FastifyRequest) => eventContext(request, db);

  serve(app, eventAdminApi.trainerAvailability, async ({ query: filter }, request) => {
    const context = await ctx(request);
    const trainers = await trainerInfos(context);
    const bookings = await trainerBookings(db, context.brand);
    const byEmail = new Map(trainers.map((t) => [t.email, t.userAccountId]));
    const booked = bookings.flatMap((b) =>
      [b.trainer_email, b.trainer2_email].flatMap((email) => {
        const id = email ? byEmail.get(email) : undefined;
        return id
          ? [
              {
                eventId: b.id,
                trainerUserAccountId: id,
                description:
                  ((b.details as Record<string, unknown>)['description'] as string | null) ?? null,
                startDate: (b.start_date as Date).toISOString(),
                endDate: b.end_date?.toISOString() ?? null,
              },
            ]
          : [];
      }),
    );
    return trainerAvailability(trainers, booked, filter);
  });

  // An addition: the trainer's own facts and blackout rows (index, start, end), or an admin's edit.
  serve(app, eventAdminApi.saveEmployeeInfo, async ({ params: { id }, body: input }, request) => {
    const context = await ctx(request);
    requireSelfOrAdmin(context, id);
    if (!(await accountOfBrandExists(db, context.brand, id)))
      throw new HttpError(404, 'errors.common.personNotFound');
    const { blackouts, ...info } = input;
    await saveTrainerInfo(db, context.brand, id, info, blackouts, context.now);
    const [saved] = await trainerInfos(context, id);
    // Just written in this brand: a miss would be a fault of the server, not of the input.
    if (!saved) throw new Error('The saved employee information could not be read back.');
    return saved;
  });

  // An addition beside SaveEmployeeInfo: the trainer's own facts and rows to edit (null: none yet).
  serve(app, eventAdminApi.employeeInfo, async ({ params: { id } }, request) => {
    const context = await ctx(request);
    requireSelfOrAdmin(context, id);
    const [info] = await trainerInfos(context, id);
    return info ?? null;
  });

  // {a}: the trainer's user account; {b}: the year whose blackout days are counted.
  serve(app, eventAdminApi.blackoutStats, async ({ params: { a, b } }, request) => {
    const context = await ctx(request);
    requireSelfOrAdmin(context, a);
    const [info] = await trainerInfos(context, a);
    return blackoutStats(a, info?.blackouts ?? [], { start: `${b}-01-01`, end: `${b}-12-31` });
  });
}
