import { useTranslation } from 'react-i18next';
import type { SchemaIssue } from '../../../ui/zod-resolver';

/** Words a failed rule of the instrument forms in the user's language (zod's are English). */
export function useDescribeIssue() {
  const { t } = useTranslation();
  return (issue: SchemaIssue) => {
    if (issue.code === 'too_big') return t('profile.validation.tooBig', { max: issue.maximum });
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return t('profile.validation.required');
    }
    if (issue.code === 'too_small') return t('profile.validation.tooSmall', { min: issue.minimum });
    if (issue.path.includes('targetHigh')) return t('profile.validation.targetOrder');
    return t('profile.validation.invalid');
  };
}
