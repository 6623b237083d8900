import { describe, expect, it } from 'vitest';
import {
  zTractionPlanContentInput,
  zTractionPlanSave,
  type TractionPlanContentInput,
} from '../validation/traction-plan';
import {
  TRACTION_PLAN_MIN_CONSTRAINT_SLOTS,
  constraintSlots,
  isPlanComplete,
  normalizeConstraints,
  normalizePartners,
  normalizePlanForSave,
  planForReview,
  reviewLinkRecipients,
} from './traction-plan';

const content = (input: Record<string, unknown> = {}): TractionPlanContentInput =>
  zTractionPlanContentInput.parse(input);

const owner = {
  companyName: 'Acme',
  email: 'pat@demo.example',
  firstName: 'Pat',
  lastName: 'Participant',
};

const constraint = (overrides: Record<string, unknown> = {}) => ({
  name: 'Focus',
  definition: ['Starts many things at once'],
  steps: [{ id: 's1', description: 'Pick one priority a day' }],
  ...overrides,
});

describe('isPlanComplete', () => {
  it('needs a goal and one constraint with a definition and a step', () => {
    expect(isPlanComplete(content({ goal: 'Lead well', constraints: [constraint()] }))).toBe(true);
  });
  it('is incomplete without a goal', () => {
    expect(isPlanComplete(content({ goal: '  ', constraints: [constraint()] }))).toBe(false);
  });
  it('is incomplete when no constraint has both a definition and steps', () => {
    const plan = content({
      goal: 'Lead well',
      constraints: [constraint({ definition: [] }), constraint({ steps: [] })],
    });
    expect(isPlanComplete(plan)).toBe(false);
  });
  it('does not count steps the save would drop', () => {
    const plan = content({
      goal: 'Lead well',
      constraints: [constraint({ steps: [{ id: '', description: 'No id' }] })],
    });
    expect(isPlanComplete(plan)).toBe(false);
  });
  it('does not count blank definition lines', () => {
    const plan = content({ goal: 'Lead well', constraints: [constraint({ definition: [' '] })] });
    expect(isPlanComplete(plan)).toBe(false);
  });
});

describe('normalizeConstraints', () => {
  it('drops constraints without a definition, and without both name and definition', () => {
    const kept = normalizeConstraints(
      content({
        constraints: [
          constraint({ definition: [] }),
          constraint({ name: '', definition: null }),
          constraint({ name: '' }),
          constraint(),
        ],
      }).constraints,
    );
    expect(kept).toHaveLength(2);
    expect(kept[0]?.name).toBe('');
  });
  it('drops steps without an id or a description and trims the rest', () => {
    const [kept] = normalizeConstraints(
      content({
        constraints: [
          constraint({
            steps: [
              { id: '', description: 'no id' },
              { id: 'a', description: ' ' },
              { id: null, description: null },
              { id: ' b ', description: ' Keep me ' },
            ],
          }),
        ],
      }).constraints,
    );
    expect(kept?.steps).toEqual([{ id: 'b', description: 'Keep me' }]);
  });
});

describe('normalizePartners', () => {
  it('defaults missing flags to included and active', () => {
    const [partner] = normalizePartners(
      content({
        accountabilityPartners: [{ email: 'ann@x.example', firstName: 'Ann', lastName: 'Lee' }],
      }).accountabilityPartners,
    );
    expect(partner).toMatchObject({ includeTPC: true, reviewIdIsActive: true });
  });
  it('keeps flags a complete partner was given', () => {
    const [partner] = normalizePartners(
      content({
        accountabilityPartners: [
          {
            email: 'ann@x.example',
            firstName: 'Ann',
            lastName: '',
            includeTPC: false,
            reviewIdIsActive: false,
          },
        ],
      }).accountabilityPartners,
    );
    expect(partner).toMatchObject({ includeTPC: false, reviewIdIsActive: false });
  });
  it('makes a partner with no e-mail or no names included and active', () => {
    const partners = normalizePartners(
      content({
        sharedPartners: [
          { email: '', firstName: 'Ann', includeTPC: false, reviewIdIsActive: false },
          { email: 'bo@x.example', includeTPC: false, reviewIdIsActive: false },
        ],
      }).sharedPartners,
    );
    expect(partners.map((p) => [p.includeTPC, p.reviewIdIsActive])).toEqual([
      [true, true],
      [true, true],
    ]);
  });
  it('drops wholly blank partner slots', () => {
    expect(
      normalizePartners(content({ sharedPartners: [{}, { email: ' ' }] }).sharedPartners),
    ).toEqual([]);
  });
  it('refuses an address that is not one', () => {
    expect(
      zTractionPlanContentInput.safeParse({ sharedPartners: [{ email: 'not-an-address' }] })
        .success,
    ).toBe(false);
  });
});

describe('normalizePlanForSave', () => {
  it('overwrites company name, e-mail and names from the owner', () => {
    const saved = normalizePlanForSave(
      content({
        companyName: 'Forged',
        email: 'other@x.example',
        firstName: 'Mallory',
        lastName: 'X',
        goal: ' Grow ',
        strengths: ['Calm', ' ', 'Calm', ' Curious '],
      }),
      owner,
    );
    expect(saved).toMatchObject({ ...owner, goal: 'Grow', strengths: ['Calm', 'Curious'] });
  });
  it('keeps the company name while the owner has no account to take it from', () => {
    const noCompany = { email: owner.email, firstName: owner.firstName, lastName: owner.lastName };
    const saved = normalizePlanForSave(content({ companyName: ' Own Co ' }), noCompany);
    expect(saved.companyName).toBe('Own Co');
  });
});

describe('constraintSlots', () => {
  it('always shows at least three slots and keeps longer lists', () => {
    expect(constraintSlots([])).toHaveLength(TRACTION_PLAN_MIN_CONSTRAINT_SLOTS);
    const four = content({ constraints: [1, 2, 3, 4].map(() => constraint()) }).constraints;
    expect(constraintSlots(four)).toHaveLength(4);
    expect(constraintSlots(four.slice(0, 1))[1]).toEqual({ name: '', definition: [], steps: [] });
  });
});

describe('review link', () => {
  const plan = normalizePlanForSave(
    content({
      accountabilityPartners: [
        { email: 'a@x.example', firstName: 'A', reviewIdIsActive: true },
        { email: 'b@x.example', firstName: 'B', reviewIdIsActive: false },
      ],
      sharedPartners: [{ email: 'A@x.example', firstName: 'A again' }],
    }),
    owner,
  );
  it('goes to active partners with an address, each once', () => {
    expect(reviewLinkRecipients(plan).map((p) => p.email)).toEqual(['a@x.example']);
  });
  it('hides partner addresses unless the owner shares them', () => {
    expect(planForReview(plan).accountabilityPartners.map((p) => p.email)).toEqual(['', '']);
    expect(planForReview({ ...plan, shareEmails: true }).accountabilityPartners[0]?.email).toBe(
      'a@x.example',
    );
  });
});

describe('zTractionPlanSave', () => {
  it('needs the version and the owner, and defaults the rest', () => {
    expect(zTractionPlanSave.safeParse({ plan: {} }).success).toBe(false);
    const parsed = zTractionPlanSave.parse({
      userAccountId: '6f1c2b7e-7a55-4c55-9a55-0d2c1a3b4c5d',
      version: 0,
      plan: {},
    });
    expect(parsed).toMatchObject({ autosave: false, progress: { currentStepIndex: 0 } });
  });
});
