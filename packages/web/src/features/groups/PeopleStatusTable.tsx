import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ProfileParticipantStatus, TPersonSummary, TractionPlanStatus } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { fetchPlanStatuses, fetchProfileStatuses } from './people-status-api';
import { TableScroll } from '../../ui/TableScroll';

export type StatusPerson = TPersonSummary & { titles?: string[] };

/** A status call that failed is logged and shows as unknown; the list itself stays. */
function useStatuses<T>(
  name: string,
  ids: string[],
  load: () => Promise<Map<string, T>>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['peopleStatus', name, ids],
    enabled: enabled && ids.length > 0,
    queryFn: async () => {
      try {
        return await load();
      } catch (error) {
        console.error(`The ${name} status of the listed people could not load.`, error);
        return null;
      }
    },
  });
}

function PlanCell({ status, uaId }: { status: TractionPlanStatus | undefined; uaId: string }) {
  const { t } = useTranslation();
  if (!status?.tractionPlanId) return <>{t('groups.status.planNone')}</>;
  return (
    <Link component={RouterLink} to={`/plan/userAccount/${encodeURIComponent(uaId)}`}>
      {status.isComplete ? t('groups.status.planComplete') : t('groups.status.planStarted')}
    </Link>
  );
}

function ProfileCell({ status }: { status: ProfileParticipantStatus | undefined }) {
  const { t } = useTranslation();
  if (!status?.participantId) return <>{t('groups.status.profileNone')}</>;
  if (status.latestReportReleased) return <>{t('groups.status.profileReleased')}</>;
  if (status.hasPendingSelfDescription) return <>{t('groups.status.profileSelfPending')}</>;
  return (
    <>
      {t('groups.status.profileDescribers', {
        complete: status.describersComplete,
        total: status.describerCount,
      })}
    </>
  );
}

/**
 * The plan statuses of these people (null when the call failed), shared with the table; none
 * asked for while the brand has plans off.
 */
export function usePlanStatuses(ids: string[]) {
  const { api } = usePortal();
  const plansOn = useFeatureOn('tractionPlan');
  return useStatuses('plan', ids, () => fetchPlanStatuses(api, ids), plansOn);
}

type Props = { people: StatusPerson[]; label: string };

/** People with their plan status (linking to the plan; when plans are on) and 360 status. */
export function PeopleStatusTable({ people, label }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const plansOn = useFeatureOn('tractionPlan');
  const ids = people.map((person) => person.userAccountId);
  const plans = usePlanStatuses(ids);
  const profiles = useStatuses('profile', ids, () => fetchProfileStatuses(api, ids));
  const unknown = t('groups.status.unknown');
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('groups.members.name')}</TableCell>
            <TableCell>{t('groups.members.email')}</TableCell>
            {plansOn && <TableCell>{t('groups.status.plan')}</TableCell>}
            <TableCell>{t('groups.status.profile')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.length === 0 && (
            <TableRow>
              <TableCell colSpan={plansOn ? 4 : 3}>{t('groups.members.none')}</TableCell>
            </TableRow>
          )}
          {people.map((person) => (
            <TableRow key={person.userAccountId}>
              <TableCell>
                {[person.firstName, person.lastName].filter(Boolean).join(' ')}
                {person.titles && person.titles.length > 0 ? ` (${person.titles.join(', ')})` : ''}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{person.email}</TableCell>
              {plansOn && (
                <TableCell data-column="plan">
                  {plans.isPending ? (
                    '…'
                  ) : plans.data === null ? (
                    unknown
                  ) : (
                    <PlanCell
                      status={plans.data?.get(person.userAccountId)}
                      uaId={person.userAccountId}
                    />
                  )}
                </TableCell>
              )}
              <TableCell data-column="profile">
                {profiles.isPending ? (
                  '…'
                ) : profiles.data === null ? (
                  unknown
                ) : (
                  <ProfileCell status={profiles.data?.get(person.userAccountId)} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
