import type { TFunction } from 'i18next';
import type { SchemaIssue } from '../../ui/zod-resolver';

/** The item's own fields an editor can get wrong, named as the editor labels them. */
const FIELDS = ['title', 'summary', 'videoUrl', 'tags', 'paramTypes'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

/**
 * One thing core's rules refuse in an item, in the editor's language: the field and what is
 * wrong with it, or the kind of section whose settings are missing or not valid.
 */
export function describeContentProblem(issue: SchemaIssue, t: TFunction): string {
  if (issue.code === 'custom') {
    const type = (issue.params as { sectionType?: unknown } | undefined)?.sectionType;
    return typeof type === 'string'
      ? t('contentAdmin.problems.section', {
          type: t(`contentAdmin.sectionType.${type}`, { defaultValue: type }),
        })
      : t('contentAdmin.problems.layout');
  }
  const field = String(issue.path[0] ?? '');
  const what =
    issue.code === 'too_small'
      ? t('contentAdmin.problems.required')
      : issue.code === 'too_big'
        ? t('contentAdmin.problems.tooLong', { max: issue.maximum })
        : t('contentAdmin.problems.invalid');
  return isField(field) ? `${t(`contentAdmin.fields.${field}`)}: ${what}` : what;
}
