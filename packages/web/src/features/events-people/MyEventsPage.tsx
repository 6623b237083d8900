import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isFeatureEnabled, type TParticipantWithEvent } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useConfirm } from '../../ui/confirm-context';
import { useAction } from '../accounts/use-action';
import { useMyAccountId } from '../profile/use-my-account-id';
import { SecuritySection } from '../security/SecuritySection';
import { eventTitleOf } from './EventSummary';
import { hasEnded } from './event-format';
import { deleteSelf, eventsPeopleKeys, fetchByShareCode, fetchMyEvents } from './events-people-api';
import { RegistrationCard } from './RegistrationCard';
import { SelfRegisterSection } from './SelfRegisterSection';

/**
 * myevents/{shareCode?}: the person's registrations (upcoming, then past) with calendar files,
 * check-in and certificates, and the events open for self-registration (`selfRegistration`).
 * With a share code (`shareCodes`) it shows that person's registrations to staff who read every
 * event (docs/decisions.md).
 */
export function MyEventsPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { shareCode = '' } = useParams();
  const myId = useMyAccountId();
  const sharesOn = useFeatureOn('shareCodes');
  const selfRegistrationOn = useFeatureOn('selfRegistration');
  const shared = useQuery({
    queryKey: eventsPeopleKeys.shareCode(shareCode),
    queryFn: ({ signal }) => fetchByShareCode(api, shareCode, signal),
    enabled: shareCode !== '' && sharesOn,
    retry: false,
  });
  if (shareCode !== '' && !sharesOn) {
    return <Alert severity="warning">{t('shell.guard.notAuthorized')}</Alert>;
  }
  const personId = shareCode === '' ? myId : (shared.data?.id ?? '');
  const own = personId !== '' && personId === myId;
  if (shared.isError) return <ErrorNotice error={shared.error} />;
  if (shareCode !== '' && !shared.data) return <PageLoading />;
  if (personId === '') return <Alert severity="info">{t('eventsPeople.myEvents.noAccount')}</Alert>;
  const heading =
    shared.data && !own
      ? t('eventsPeople.myEvents.ofPerson', {
          name: `${shared.data.firstName ?? ''} ${shared.data.lastName ?? ''}`.trim(),
        })
      : t('eventsPeople.myEvents.title');
  return (
    <Stack spacing={0} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {heading}
      </Typography>
      <Registrations userAccountId={personId} own={own} />
      {own && selfRegistrationOn && <SelfRegisterSection />}
    </Stack>
  );
}

function Registrations({ userAccountId, own }: { userAccountId: string; own: boolean }) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const key = eventsPeopleKeys.myEvents(userAccountId);
  const registrations = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchMyEvents(api, userAccountId, signal),
  });
  const { run } = useAction(key);
  if (registrations.isPending) return <PageLoading />;
  if (registrations.isError) return <ErrorNotice error={registrations.error} />;
  const now = new Date();
  const past = registrations.data.filter((r) => hasEnded(r.event, now)).reverse();
  const upcoming = registrations.data.filter((r) => !hasEnded(r.event, now));
  const withdraw = async (r: TParticipantWithEvent) => {
    const name = eventTitleOf(r.event);
    if (!(await confirm({ message: t('eventsPeople.myEvents.withdrawConfirm', { name }) }))) return;
    const done = await run(
      () => deleteSelf(api, r.id),
      () => t('eventsPeople.myEvents.withdrawn', { name }),
    );
    // The open events show the seat again.
    if (done) await queryClient.invalidateQueries({ queryKey: ['event'] });
  };
  const cards = (list: TParticipantWithEvent[], isPast: boolean) =>
    list.map((r) => (
      <RegistrationCard
        key={r.id}
        registration={r}
        own={own}
        past={isPast}
        showCertificates={isFeatureEnabled(config.features, 'certificates')}
        onWithdraw={(registration) => void withdraw(registration)}
      />
    ));
  return (
    <>
      <SecuritySection level={2} title={t('eventsPeople.myEvents.upcoming')}>
        {upcoming.length === 0 && (
          <Typography color="text.secondary">{t('eventsPeople.myEvents.noUpcoming')}</Typography>
        )}
        <Stack spacing={2}>{cards(upcoming, false)}</Stack>
      </SecuritySection>
      <SecuritySection level={2} title={t('eventsPeople.myEvents.past')}>
        {past.length === 0 && (
          <Typography color="text.secondary">{t('eventsPeople.myEvents.noPast')}</Typography>
        )}
        <Stack spacing={2}>{cards(past, true)}</Stack>
      </SecuritySection>
    </>
  );
}
