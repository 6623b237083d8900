import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { useConfirm } from '../../ui/confirm-context';
import { EmailListField, usePickedUsers } from './EmailListField';
import { changeCohortAccountAdmin } from './security-api';
import { SecuritySection } from './SecuritySection';
import { useSecurityAction } from './use-security-action';
import { parseEmailList } from './user-emails';

type How = 'assign' | 'remove';

/** Gives or takes the cohort account admin role of one user, picked by e-mail address. */
export function CohortAdminTool() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const confirm = useConfirm();
  const picked = usePickedUsers();
  const { run, busy } = useSecurityAction();
  const emails = parseEmailList(picked.text);
  const email = emails[0] ?? '';

  const apply = async (how: How) => {
    const found = await picked.resolve();
    const userId = found?.ids[0];
    if (!userId) return;
    const question = how === 'assign' ? 'confirmAssignCohort' : 'confirmRemoveCohort';
    if (!(await confirm({ message: t(`security.utilities.${question}`, { email }) }))) return;
    await run(
      () => changeCohortAccountAdmin(api, { userId }, how),
      () =>
        t(`security.utilities.${how === 'assign' ? 'cohortAssigned' : 'cohortRemoved'}`, { email }),
    );
  };
  const disabled = busy || picked.resolving || emails.length !== 1;
  return (
    <SecuritySection title={t('security.utilities.cohortTitle')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('security.utilities.cohortHint')}
        </Typography>
        <EmailListField picked={picked} single />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={disabled} onClick={() => void apply('assign')}>
            {t('security.utilities.assignCohort')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={disabled}
            onClick={() => void apply('remove')}
          >
            {t('security.utilities.removeCohort')}
          </Button>
        </Stack>
      </Stack>
    </SecuritySection>
  );
}
