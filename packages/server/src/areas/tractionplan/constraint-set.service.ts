import { isDeepStrictEqual } from 'node:util';
import {
  BRAND_KEYS,
  zReferenceConstraint,
  type BrandKey,
  type ConstraintSet,
  type ReferenceConstraint,
} from '@portal/core';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { CONSTRAINT_SEED, SEED_SET_NAME } from './constraint-seed';
import { findLatestSet, insertSet, type ConstraintSetRow } from './constraint-set.store';
import type { RequestContext } from '../../shared/request-context';

const zStoredConstraints = z.array(zReferenceConstraint);

function present(row: ConstraintSetRow): ConstraintSet {
  return {
    id: row.id,
    appName: row.app_name,
    version: row.version,
    name: row.name,
    source: row.source === 'seed' ? 'seed' : 'custom',
    constraints: zStoredConstraints.parse(row.constraints),
    createdUTC: row.created_at.toISOString(),
  };
}

const seedSet = (ctx: RequestContext, brand: BrandKey) =>
  insertSet(ctx.db, brand, {
    name: SEED_SET_NAME,
    source: 'seed',
    constraints: CONSTRAINT_SEED,
    createdByUserId: ctx.session?.userId ?? null,
    now: ctx.now,
  });

/** The brand's latest set; the built-in seed is written the first time a brand asks. */
async function latestOf(ctx: RequestContext, brand: BrandKey): Promise<ConstraintSetRow> {
  return (await findLatestSet(ctx.db, brand)) ?? seedSet(ctx, brand);
}

/** GetLatestConstraintSet. */
export async function latestConstraintSet(ctx: RequestContext): Promise<ConstraintSet> {
  return present(await latestOf(ctx, ctx.brand));
}

/** ReferenceData/GetConstraints: the constraints the builder offers (the latest set's). */
export async function referenceConstraints(ctx: RequestContext): Promise<ReferenceConstraint[]> {
  return (await latestConstraintSet(ctx)).constraints;
}

/** ReferenceData/AddConstraintSet: an administrator's own set becomes the latest. */
export async function addConstraintSet(
  ctx: RequestContext,
  input: { name: string; constraints: ReferenceConstraint[] },
): Promise<ConstraintSet> {
  const row = await insertSet(ctx.db, ctx.brand, {
    name: input.name,
    source: 'custom',
    constraints: input.constraints,
    createdByUserId: ctx.session?.userId ?? null,
    now: ctx.now,
  });
  return present(row);
}

/**
 * ReferenceData/RefreshConstraintSeedData: the built-in seed becomes the latest set again
 * (nothing is written when it already is).
 */
export async function refreshSeed(ctx: RequestContext): Promise<ConstraintSet> {
  const latest = await findLatestSet(ctx.db, ctx.brand);
  if (latest && isDeepStrictEqual(zStoredConstraints.parse(latest.constraints), CONSTRAINT_SEED)) {
    return present(latest);
  }
  return present(await seedSet(ctx, ctx.brand));
}

/** The brands a maintenance call names: one brand key, or 'all'. */
export function brandsOf(target: string): BrandKey[] {
  if (target.toLowerCase() === 'all') return [...BRAND_KEYS];
  const brand = BRAND_KEYS.find((key) => key === target.toLowerCase());
  if (!brand)
    throw new HttpError(400, {
      key: 'errors.plan.nameBrand',
      values: { brands: BRAND_KEYS.join(', ') },
    });
  return [brand];
}

/**
 * UpdateConstraintSeedData/{brand|all}: adds the built-in constraints a brand's latest set
 * lacks (by code), keeping its own; a new version only where something was added.
 */
export async function updateSeedData(
  ctx: RequestContext,
  target: string,
): Promise<ConstraintSet[]> {
  const sets: ConstraintSet[] = [];
  for (const brand of brandsOf(target)) {
    const latest = await latestOf(ctx, brand);
    const own = zStoredConstraints.parse(latest.constraints);
    const missing = CONSTRAINT_SEED.filter((seed) => !own.some((c) => c.code === seed.code));
    if (missing.length === 0) {
      sets.push(present(latest));
      continue;
    }
    const row = await insertSet(ctx.db, brand, {
      name: `${latest.name} + built-in constraints`,
      source: latest.source === 'seed' ? 'seed' : 'custom',
      constraints: [...own, ...missing],
      createdByUserId: ctx.session?.userId ?? null,
      now: ctx.now,
    });
    sets.push(present(row));
  }
  return sets;
}

/**
 * CreateConstraintSetFromConstraints: a new version copying the constraints offered now, a
 * fixed point to return to before the reference data is changed.
 */
export async function createSetFromConstraints(ctx: RequestContext): Promise<ConstraintSet> {
  const latest = await latestOf(ctx, ctx.brand);
  const row = await insertSet(ctx.db, ctx.brand, {
    name: `Copy of ${latest.name} (version ${latest.version})`,
    source: 'custom',
    constraints: zStoredConstraints.parse(latest.constraints),
    createdByUserId: ctx.session?.userId ?? null,
    now: ctx.now,
  });
  return present(row);
}
