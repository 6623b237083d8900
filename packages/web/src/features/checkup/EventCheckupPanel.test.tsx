import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKUP_DEFAULTS,
  CheckupStage,
  nextCheckupStep,
  type TCheckup,
  type TCheckupParticipant,
} from '@portal/core';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { PortalContext } from '../../app/portal-context';
import { clearToasts, testApi, testBrand, testConfig } from '../../test/render-app';
import { TestI18n } from '../../test/test-providers';
import { ConfirmContext } from '../../ui/confirm-context';
import { toasts } from '../../ui/toast/toast-store';
import { EventCheckupPanel } from './EventCheckupPanel';

const EVENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const CHECKUP = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function checkupAt(stage: CheckupStage, patch: Partial<TCheckup> = {}): TCheckup {
  return {
    id: CHECKUP,
    eventId: EVENT,
    appName: 'profile',
    eventType: null,
    isActive: true,
    isAnonymous: false,
    ...CHECKUP_DEFAULTS,
    startDate: null,
    endDate: null,
    surveyVersion: null,
    statusUpdate: {
      templateId: null,
      sendToEventPlanner: false,
      email: null,
      startDate: null,
      frequencyDays: 7,
      deliveryDayOfWeek: 1,
      endDate: null,
      lastSent: null,
    },
    replyToEventPlanner: false,
    sendToSalesPerson: false,
    sendToTrainer: false,
    eventNotes: null,
    checkupType: 0,
    surveyReleaseId: null,
    stage,
    reportedDate: null,
    notifiedUtc: null,
    finalNotifiedUtc: null,
    feedbackStartedUtc: null,
    feedbackClosedUtc: null,
    completedUtc: null,
    lastFeedbackReminderUtc: null,
    createdUtc: '2026-11-01T10:00:00Z',
    updatedUtc: '2026-11-01T10:00:00Z',
    phase: '',
    nextStep: nextCheckupStep(stage),
    allowedStages: [],
    isReported: false,
    isAwaitingFeedback: stage === CheckupStage.Feedback,
    abilities: { manage: true, delete: true },
    participants: [],
    ...patch,
  };
}

const participant = (): TCheckupParticipant => ({
  id: 'cp1',
  checkupId: CHECKUP,
  eventId: EVENT,
  participantId: 'p1',
  userAccountId: 'ua1',
  email: 'robin@example.org',
  firstName: 'Robin',
  lastName: 'Reed',
  tractionPlanId: 'tp1',
  isActive: true,
  createdUtc: '2026-11-01T10:00:00Z',
  initialNoticeUtc: null,
  finalNoticeUtc: null,
  releaseNoticeUtc: null,
  reportViewedUtc: null,
  reportReminderUtc: null,
  stageView: {
    stage: CheckupStage.Feedback,
    phase: 'feedback',
    reportedDate: null,
    isActive: true,
    isReported: false,
    isAwaitingFeedback: true,
  },
  counts: { requested: 2, answered: 1, pending: 1 },
  requests: [
    ['Ana', 'answered'],
    ['Ben', 'pending'],
  ].map(([name, status], i) => ({
    id: `r${i}`,
    checkupId: CHECKUP,
    checkupParticipantId: 'cp1',
    partnerEmail: `${name?.toLowerCase()}@example.org`,
    partnerFirstName: name ?? '',
    partnerLastName: 'Partner',
    surveyCode: null,
    status: status as 'answered' | 'pending',
    sentUtc: null,
    remindedUtc: null,
    reminderCount: 0,
    answeredUtc: null,
  })),
});

function renderPanel(api: ApiClient, config = testConfig()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestI18n>
      <PortalContext.Provider value={{ brand: testBrand, version: '1', config, api }}>
        <QueryClientProvider client={client}>
          <ConfirmContext.Provider value={async () => true}>
            <MemoryRouter>
              <EventCheckupPanel eventId={EVENT} />
            </MemoryRouter>
          </ConfirmContext.Provider>
        </QueryClientProvider>
      </PortalContext.Provider>
    </TestI18n>,
  );
}

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('the event checkup panel', { timeout: 20_000 }, () => {
  it('shows the default empty checkup with the spec defaults and creates it on save', async () => {
    const empty = checkupAt(CheckupStage.Inititial, { id: null, createdUtc: null });
    const api = testApi(
      async () => empty,
      async (_path, body) => ({ ...empty, ...(body as object), id: CHECKUP }),
    );
    renderPanel(api);
    expect(await screen.findByText(/This event has no checkup yet/)).toBeTruthy();
    expect(screen.getByLabelText('Initial notice (days before)')).toHaveProperty('value', '7');
    expect(screen.getByLabelText('Last chance notice (days before)')).toHaveProperty('value', '3');
    expect(screen.getByLabelText('Feedback reminder every (days)')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Report reminder after (days)')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Previous feedback window (days)')).toHaveProperty('value', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.current()?.message).toBe('Traction plan checkup has been updated.'),
    );
    expect(vi.mocked(api.post)).toHaveBeenCalledWith(
      '/api/tractionplancheckup/save',
      expect.objectContaining({ id: null, eventId: EVENT, notificationDays: 7, lastChanceDays: 3 }),
    );
  });

  it('offers no Save and no step to a reader the server does not let run the checkup', async () => {
    const reader = { manage: false, delete: false };
    for (const checkup of [
      checkupAt(CheckupStage.Inititial, { id: null, createdUtc: null, abilities: reader }),
      checkupAt(CheckupStage.FinalNotification, { abilities: reader }),
    ]) {
      renderPanel(testApi(async () => checkup));
      expect(await screen.findByText(/You can follow this checkup here/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Start feedback' })).toBeNull();
      cleanup();
    }
  });

  it('refuses a last chance notice before the initial one without calling the server', async () => {
    const api = testApi(
      async () => checkupAt(CheckupStage.Inititial),
      async () => ({}),
    );
    renderPanel(api);
    const field = await screen.findByLabelText('Last chance notice (days before)');
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The last chance notice cannot come before the initial notice.'),
    ).toBeTruthy();
    expect(vi.mocked(api.post)).not.toHaveBeenCalled();
  });

  it('moves to the next step and shows the server message when a move is refused', async () => {
    const refused = 'A checkup at the stage "final notification" cannot move to "feedback".';
    const api = testApi(
      async () => checkupAt(CheckupStage.FinalNotification),
      async () => {
        throw new ApiError(422, refused);
      },
    );
    renderPanel(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Start feedback' }));
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(vi.mocked(api.post)).toHaveBeenCalledWith(
      `/api/tractionplancheckup/setStage/${CHECKUP}/${CheckupStage.Feedback}`,
      undefined,
    );
  });

  it('lists participants with their partners and sends feedback reminders while awaiting feedback', async () => {
    const checkup = checkupAt(CheckupStage.Feedback, { participants: [participant()] });
    const api = testApi(async (path) =>
      path.includes('SendFeedbackReminders') ? { sent: 1 } : checkup,
    );
    renderPanel(api);
    const row = (await screen.findByText('robin@example.org', { exact: false })).closest(
      '[data-participant]',
    ) as HTMLElement;
    expect(within(row).getByText('Partners answered: 1 of 2')).toBeTruthy();
    expect(within(row).getByText('Answered')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send report reminders' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback reminders' }));
    await waitFor(() => expect(toasts.current()?.message).toBe('Reminders sent: 1'));
    expect(vi.mocked(api.get)).toHaveBeenCalledWith(
      `/api/tractionplancheckup/SendFeedbackReminders/${CHECKUP}`,
      undefined,
      undefined,
    );
  });

  it('offers the reminders and the status updates only where the brand has them on', async () => {
    const checkup = checkupAt(CheckupStage.Feedback, { participants: [participant()] });
    const shown = async (features: Record<string, boolean>) => {
      cleanup();
      renderPanel(
        testApi(async () => checkup),
        testConfig({ features }),
      );
      await screen.findByRole('heading', { name: 'Settings' });
      return [
        screen.queryByRole('button', { name: 'Send feedback reminders' }),
        screen.queryByLabelText('Feedback reminder every (days)'),
        screen.queryByRole('heading', { name: 'Status updates' }),
      ].map(Boolean);
    };
    expect(await shown({})).toEqual([true, true, true]);
    expect(screen.getByRole('heading', { name: 'Reminders and reports' })).toBeTruthy();
    expect(await shown({ checkupReminders: false })).toEqual([false, false, true]);
    expect(await shown({ checkupStatusUpdates: false })).toEqual([true, true, false]);
    // Without reminders and PDFs, no section for them.
    await shown({ checkupReminders: false, pdfDownloads: false });
    expect(screen.queryByRole('heading', { name: 'Reminders and reports' })).toBeNull();
  });
});
