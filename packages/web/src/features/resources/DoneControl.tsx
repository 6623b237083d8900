import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../ui/icons';
import { useCompleted, useMarkDone } from './use-completed';

/**
 * Under an item: "Mark as done" until the reader has marked it, then a "Done" mark (a completion
 * counts once, for the reader's progress in the group and for trending).
 */
export function DoneControl({ groupId, contentId }: { groupId: string; contentId: string }) {
  const { t } = useTranslation();
  const completed = useCompleted(groupId);
  const markDone = useMarkDone(groupId);
  if (!completed) return null;
  if (completed.has(contentId)) {
    return (
      <Chip
        icon={<CheckCircleIcon />}
        color="success"
        variant="outlined"
        label={t('resources.content.done')}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }
  return (
    <Button
      variant="contained"
      disabled={markDone.isPending}
      onClick={() => markDone.mutate(contentId)}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('resources.content.markDone')}
    </Button>
  );
}
