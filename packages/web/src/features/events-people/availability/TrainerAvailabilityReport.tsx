import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TrainerAvailabilityRow, type TTrainerAvailabilityQuery } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { useHolds } from '../../../auth/session-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { useMyAccountId } from '../../profile/use-my-account-id';
import { SecuritySection } from '../../security/SecuritySection';
import { eventsPeopleKeys, fetchTrainerAvailability } from '../events-people-api';
import { AvailabilityFilters } from './AvailabilityFilters';
import { AvailabilityTable } from './AvailabilityTable';
import { availabilityQuery } from './availability-draft';
import { EmployeeInfoEditor } from './EmployeeInfoEditor';
import { Dialog } from '../../../ui/Dialog';

/**
 * The reports page's trainer availability: a trainer keeps their own blackout rows; event
 * admins and employees search every trainer with the spec's filters (and admins edit them).
 */
export function TrainerAvailabilityReport() {
  const { t } = useTranslation();
  const myId = useMyAccountId();
  const may = useHolds();
  const searches = may('eventAdmin') || may('tfg');
  return (
    <>
      {may('trainer') && myId !== '' && (
        <SecuritySection level={2} title={t('eventsPeople.availability.mine')}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('eventsPeople.availability.mineIntro')}
          </Typography>
          <EmployeeInfoEditor userAccountId={myId} editFacts={may('eventAdmin')} />
        </SecuritySection>
      )}
      {searches && <AvailabilitySearch canEdit={may('eventAdmin')} />}
      {!searches && !may('trainer') && (
        <Typography>{t('eventsPeople.availability.forStaff')}</Typography>
      )}
    </>
  );
}

function AvailabilitySearch({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [query, setQuery] = useState<TTrainerAvailabilityQuery | null>(null);
  const [editing, setEditing] = useState<TrainerAvailabilityRow | null>(null);
  const rows = useQuery({
    queryKey: eventsPeopleKeys.availability(query ?? {}),
    queryFn: ({ signal }) => fetchTrainerAvailability(api, query ?? {}, signal),
    enabled: query !== null,
  });
  const name = editing
    ? `${editing.trainer.firstName ?? ''} ${editing.trainer.lastName ?? ''}`.trim()
    : '';
  return (
    <SecuritySection level={2} title={t('eventsPeople.availability.title')}>
      <AvailabilityFilters onSearch={(draft) => setQuery(availabilityQuery(draft))} />
      {rows.isError && <ErrorNotice error={rows.error} />}
      {query === null && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('eventsPeople.availability.intro')}
        </Typography>
      )}
      {rows.data && (
        <>
          <Typography role="status" sx={{ mt: 2 }}>
            {t('eventsPeople.availability.found', { count: rows.data.length })}
          </Typography>
          <AvailabilityTable rows={rows.data} onEdit={canEdit ? setEditing : undefined} />
        </>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>{t('eventsPeople.availability.editTitle', { name })}</DialogTitle>
        <DialogContent>
          {editing && (
            <EmployeeInfoEditor userAccountId={editing.trainer.userAccountId} editFacts />
          )}
        </DialogContent>
      </Dialog>
    </SecuritySection>
  );
}
