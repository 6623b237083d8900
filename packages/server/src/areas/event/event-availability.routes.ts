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
import { toJson, type Database } from '../../db/schema';
import { NOT_AUTHORIZED } from '../../http/api-guard';
import { HttpError } from '../../http/errors';
import { serve } from '../../http/serve';
import { eventContext, type EventContext } from './event-context';

/** Trainers' employee information of the brand, with their names and sign-in addresses. */
async function trainerInfos(ctx: EventContext, only?: string): Promise<TrainerInfo[]> {
  let query = ctx.db
    .selectFrom('trainer_employee_info as t')
    .innerJoin('user_account as ua', 'ua.id', 't.user_account_id')
    .leftJoin('identity_user as u', 'u.id', 'ua.user_id')
    .select([
      't.user_account_id',
      't.info',
      't.blackouts',
      'ua.first_name',
      'ua.last_name',
      'u.email',
    ])
    .where('t.app_name', '=', ctx.brand);
  if (only) query = query.where('t.user_account_id', '=', only);
  const rows = await query.execute();
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
    const bookings = await db
      .selectFrom('event')
      .select(['id', 'trainer_email', 'trainer2_email', 'start_date', 'end_date', 'details'])
      .where('app_name', '=', context.brand)
      .where('archived', '=', false)
      .where('start_date', 'is not', null)
      .execute();
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
    const account = await db
      .selectFrom('user_account')
      .select('id')
      .where('id', '=', id)
      .where('app_name', '=', context.brand)
      .executeTakeFirst();
    if (!account) throw new HttpError(404, 'No user account of this brand has this id.');
    const { blackouts, ...info } = input;
    await db
      .insertInto('trainer_employee_info')
      .values({
        user_account_id: id,
        app_name: context.brand,
        info: toJson(info),
        blackouts: toJson(blackouts),
        updated_at: context.now,
      })
      .onConflict((oc) =>
        oc.column('user_account_id').doUpdateSet({
          info: toJson(info),
          blackouts: toJson(blackouts),
          updated_at: context.now,
        }),
      )
      .execute();
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
