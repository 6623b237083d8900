import type { LocalizedScale, ScaleTarget } from '../validation/profile-instrument';
import type { GroupScore, ReportGroup, ReportScale, TeamScale } from '../validation/profile-report';
import type { DescriberGroup } from './profile-anonymity';
import { median, rankScales, roundScore, scaleScoreOf } from './profile-scoring';

export type ScoredDescriber = {
  id: string;
  /** item code -> answer */
  answers: ReadonlyMap<string, number>;
  comment: string;
};

export type ReportComputationInput = {
  scales: readonly LocalizedScale[];
  targets: readonly ScaleTarget[];
  counts: { topConstraintCount: number; strengthCount: number };
  self: ScoredDescriber | null;
  /** Describers other than self, already grouped by `safeGrouping`. */
  describers: readonly ScoredDescriber[];
  groups: readonly DescriberGroup[];
  /** Random source of the comment order (injected so tests can fix it). */
  random: () => number;
};

export type ComputedReport = {
  groups: ReportGroup[];
  scales: ReportScale[];
  topConstraints: ReportScale[];
  strengths: ReportScale[];
  comments: string[];
};

/** Middle of the answer scale: the target of a scale the format gives none for. */
const DEFAULT_TARGET = { targetLow: 3, targetHigh: 4 };

const scoresOf = (scale: LocalizedScale, people: readonly ScoredDescriber[]) =>
  people
    .map((p) => scaleScoreOf(scale.itemCodes, p.answers))
    .filter((s): s is number => s !== null);

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A report's scales, groups, strengths, constraints and comments (rules: profile-scoring). */
export function computeProfileReport(input: ReportComputationInput): ComputedReport {
  const byId = new Map(input.describers.map((d) => [d.id, d]));
  const selfOnly = input.describers.length === 0;
  const base = input.scales.map((scale) => {
    const target = input.targets.find((t) => t.scaleCode === scale.code) ?? DEFAULT_TARGET;
    const selfScore = input.self ? scaleScoreOf(scale.itemCodes, input.self.answers) : null;
    const medianScore = selfOnly ? selfScore : median(scoresOf(scale, input.describers));
    const scores: GroupScore[] = input.groups.map((g) => {
      const members = g.memberIds.map((id) => byId.get(id)).filter((d) => d !== undefined);
      const groupMedian = median(scoresOf(scale, members));
      return {
        group: g.key,
        count: members.length,
        medianScore: groupMedian === null ? null : roundScore(groupMedian),
      };
    });
    return { scale, target, selfScore, medianScore, scores };
  });
  const ranking = rankScales(
    base.map((b) => ({
      code: b.scale.code,
      medianScore: b.medianScore,
      riskDirection: b.scale.riskDirection,
      ...b.target,
    })),
    input.counts,
  );
  const scales: ReportScale[] = base.map(({ scale, target, selfScore, medianScore, scores }) => {
    const rank = ranking.get(scale.code)!;
    return {
      id: scale.id,
      code: scale.code,
      name: scale.name,
      displayName: scale.displayName,
      definition: scale.definition,
      riskDirection: scale.riskDirection,
      targetLow: target.targetLow,
      targetHigh: target.targetHigh,
      medianScore: medianScore === null ? null : roundScore(medianScore),
      selfScore: selfScore === null ? null : roundScore(selfScore),
      scores,
      strengths: rank.isStrength ? scale.strengths : [],
      tractionSteps: scale.tractionSteps,
      props: rank,
    };
  });
  const ranked = (flag: 'isStrength' | 'isConstraint') =>
    scales.filter((s) => s.props[flag]).sort((a, b) => (a.props.rank ?? 0) - (b.props.rank ?? 0));
  const comments = input.describers.map((d) => d.comment.trim()).filter((c) => c !== '');
  return {
    groups: input.groups.map((g) => ({
      key: g.key,
      count: g.memberIds.length,
      displayName: g.displayName,
    })),
    scales,
    topConstraints: ranked('isConstraint'),
    strengths: ranked('isStrength'),
    comments: shuffled(comments, input.random),
  };
}

export type TeamScaleInput = Pick<
  TeamScale,
  'code' | 'displayName' | 'targetLow' | 'targetHigh' | 'riskDirection'
>;

/** Half-point bands of the answer scale: [1, 1.5), [1.5, 2), ... [4.5, 5]. */
export const TEAM_BAND_COUNT = 8;

/**
 * The team report: per scale, how many members' medians lie below, within and above the target
 * range, their bands and the team's median. `memberScores` holds one map per member with a
 * released report (scale code -> median). Hidden below `minGroupSize` such members.
 */
export function computeTeamReport(input: {
  scales: readonly TeamScaleInput[];
  memberScores: readonly ReadonlyMap<string, number | null>[];
  memberCount: number;
  minGroupSize: number;
}): {
  memberCount: number;
  membersWithReport: number;
  minGroupSize: number;
  isHidden: boolean;
  scales: TeamScale[];
} {
  const withReport = input.memberScores.length;
  const isHidden = withReport < input.minGroupSize;
  const scales = isHidden
    ? []
    : input.scales.map((scale) => {
        const values = input.memberScores
          .map((m) => m.get(scale.code))
          .filter((v): v is number => typeof v === 'number');
        const bands = new Array<number>(TEAM_BAND_COUNT).fill(0);
        for (const v of values)
          bands[Math.min(TEAM_BAND_COUNT - 1, Math.max(0, Math.floor((v - 1) * 2)))]!++;
        const teamMedian = median(values);
        return {
          ...scale,
          below: values.filter((v) => v < scale.targetLow).length,
          within: values.filter((v) => v >= scale.targetLow && v <= scale.targetHigh).length,
          above: values.filter((v) => v > scale.targetHigh).length,
          teamMedian: teamMedian === null ? null : roundScore(teamMedian),
          bands,
        };
      });
  return {
    memberCount: input.memberCount,
    membersWithReport: withReport,
    minGroupSize: input.minGroupSize,
    isHidden,
    scales,
  };
}
