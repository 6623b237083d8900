import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ISectionOptions,
} from 'docx';
import {
  brandTexts,
  getBrand,
  type BrandKey,
  type LocaleCode,
  type TractionPlanContent,
  type TractionPlanPartner,
} from '@portal/core';
import { loadLocale } from '@portal/core/i18n/server';

/** The section titles of the Word file; the plan name is the brand's. */
export type PlanDocxLabels = {
  planName: string;
  goal: string;
  impactStatement: string;
  strengths: string;
  constraints: string;
  definition: string;
  steps: string;
  coach: string;
  accountabilityPartners: string;
  sharedPartners: string;
};

/**
 * The section titles in a language: the plan page's own, the brand's word for coach in that
 * language; the plan's name is the brand's product name in every language.
 */
export async function planDocxLabels(brand: BrandKey, locale: LocaleCode): Promise<PlanDocxLabels> {
  const catalog = await loadLocale(locale);
  const titles = catalog.plan.sections;
  const { wording } = brandTexts(getBrand(brand), locale);
  return {
    planName: wording.plan,
    goal: titles.goal,
    impactStatement: titles.impactStatement,
    strengths: titles.strengths,
    constraints: titles.constraints,
    definition: titles.definition,
    steps: titles.steps,
    coach: wording.Coach,
    accountabilityPartners: titles.accountabilityPartners,
    sharedPartners: titles.sharedPartners,
  };
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const numbered = (text: string, instance: number) =>
  new Paragraph({ text, numbering: { reference: 'steps', level: 0, instance } });

const partnerLine = (partner: TractionPlanPartner) =>
  [`${partner.firstName} ${partner.lastName}`.trim(), partner.email].filter(Boolean).join(' – ');

function section(title: string, paragraphs: Paragraph[]): Paragraph[] {
  return paragraphs.length === 0 ? [] : [heading(title, HeadingLevel.HEADING_1), ...paragraphs];
}

function constraintParagraphs(plan: TractionPlanContent, labels: PlanDocxLabels): Paragraph[] {
  return plan.constraints.flatMap((constraint, index) => [
    heading(constraint.name || `${labels.constraints} ${index + 1}`, HeadingLevel.HEADING_2),
    body(labels.definition),
    ...constraint.definition.map(bullet),
    ...(constraint.steps.length > 0 ? [body(labels.steps)] : []),
    ...constraint.steps.map((step) => numbered(step.description, index + 1)),
  ]);
}

/** The plan as a Word document: the owner's own texts under the brand's section titles. */
export async function planDocx(plan: TractionPlanContent, labels: PlanDocxLabels): Promise<Buffer> {
  const owner = `${plan.firstName} ${plan.lastName}`.trim();
  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      text: owner ? `${labels.planName}: ${owner}` : labels.planName,
    }),
    ...(plan.companyName
      ? [new Paragraph({ alignment: AlignmentType.CENTER, text: plan.companyName })]
      : []),
    ...section(labels.goal, plan.goal ? [body(plan.goal)] : []),
    ...section(labels.impactStatement, plan.impactStatement ? [body(plan.impactStatement)] : []),
    ...section(labels.strengths, plan.strengths.map(bullet)),
    ...section(labels.constraints, constraintParagraphs(plan, labels)),
    ...section(labels.coach, plan.coach ? [body(plan.coach)] : []),
    ...section(
      labels.accountabilityPartners,
      plan.accountabilityPartners.map((p) => bullet(partnerLine(p))),
    ),
    ...section(
      labels.sharedPartners,
      plan.sharedPartners.map((p) => bullet(partnerLine(p))),
    ),
  ];
  const sections: ISectionOptions[] = [{ children }];
  const document = new Document({
    creator: owner || labels.planName,
    title: labels.planName,
    numbering: {
      config: [
        {
          reference: 'steps',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections,
  });
  return Packer.toBuffer(document);
}
