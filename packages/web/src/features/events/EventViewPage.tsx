import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, isFeatureEnabled, type TEvent } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { EventCheckupPanel } from '../checkup/EventCheckupPanel';
import { calendarFilePath } from '../events-people/events-people-api';
import { PdfBatchProgress } from '../print/PdfBatchProgress';
import { useDownloadFile } from '../print/use-download-file';
import { SecuritySection } from '../security/SecuritySection';
import { CheckinPanel } from './CheckinPanel';
import { EventSummary } from './EventSummary';
import { ParticipantTable } from './ParticipantTable';
import { eventTitle } from './event-title';
import { certificateBatchPath, eventKeys, fetchEvent, startCertificateBatch } from './events-api';
import { useLiveCheckinCount } from './use-live-checkin-count';
import { useMayOpen } from '../../app/use-may-open';
import { useParticipants } from './use-participants';

type TabName = 'event' | 'summary' | 'checkup';

function EventParticipants({ event }: { event: TEvent }) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const participants = useParticipants({ eventId: event.id, ...paging });
  const certificates = isFeatureEnabled(config.features, 'certificates') && event.abilities.edit;
  return (
    <SecuritySection title={t('events.participants.titleCount', { count: event.participantCount })}>
      {participants.isError && <ErrorNotice error={participants.error} />}
      <ParticipantTable rows={participants.data?.data ?? []} loaded={participants.isSuccess} />
      <Paging
        count={participants.data?.count ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onChange={(change) => setPaging((old) => ({ ...old, ...change }))}
      />
      {certificates && (
        <Box sx={{ mt: 2 }}>
          <PdfBatchProgress
            start={() => startCertificateBatch(api, event.id)}
            downloadPath={certificateBatchPath}
          />
        </Box>
      )}
    </SecuritySection>
  );
}

/**
 * event/view/{eventId}/{showEventSummaryView?}: the event with its check-in code and QR code,
 * the live checked-in count, its participants and certificates; the summary view when asked.
 */
export function EventViewPage() {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const { eventId = '', showEventSummaryView } = useParams();
  const mayOpen = useMayOpen();
  const download = useDownloadFile();
  useLiveCheckinCount();
  const [tab, setTab] = useState<TabName>(showEventSummaryView ? 'summary' : 'event');
  const loaded = useQuery({
    queryKey: eventKeys.one(eventId),
    queryFn: ({ signal }) => fetchEvent(api, eventId, signal),
  });
  if (loaded.isPending) return <PageLoading />;
  if (loaded.isError) return <ErrorNotice error={loaded.error} />;
  const event = loaded.data;
  const checkup = isFeatureEnabled(config.features, 'tractionCheckup');
  return (
    <>
      <SecuritySection
        level={2}
        title={eventTitle(event)}
        actions={
          <Stack direction="row" spacing={1}>
            {event.startDate && (
              <Button
                variant="outlined"
                onClick={() => void download({ path: calendarFilePath(event.id) })}
              >
                {t('events.view.calendar')}
              </Button>
            )}
            {mayOpen('eventSurveyAdmin') && event.abilities.edit && (
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/event/${event.id}/surveyAdmin`}
              >
                {t('eventSurveys.results.open')}
              </Button>
            )}
            {mayOpen('eventEdit') && event.abilities.edit && (
              <Button variant="outlined" component={RouterLink} to={`/event/edit/${event.id}`}>
                {t('events.admin.edit')}
              </Button>
            )}
          </Stack>
        }
      >
        <Tabs value={tab} onChange={(_e, next: TabName) => setTab(next)} sx={{ mb: 2 }}>
          <Tab value="event" label={t('events.view.event')} />
          <Tab value="summary" label={t('events.view.summary')} />
          {checkup && <Tab value="checkup" label={t('events.view.checkup')} />}
        </Tabs>
        {tab === 'event' && <CheckinPanel event={event} />}
        {tab === 'summary' && <EventSummary event={event} />}
        {tab === 'checkup' && <EventCheckupPanel eventId={event.id} />}
      </SecuritySection>
      {tab !== 'checkup' && event.abilities.edit && <EventParticipants event={event} />}
    </>
  );
}
