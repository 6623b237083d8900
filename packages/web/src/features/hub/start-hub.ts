import {
  HUB_MESSAGE_SEVERITIES,
  type FeatureName,
  reconnectToastMs,
  type HubMessageSeverity,
  type THubEvent,
} from '@portal/core';
import type { i18n } from 'i18next';
import type { AuthService } from '../../auth/auth-service';
import { toasts } from '../../ui/toast/toast-store';
import { checkinCountEvents } from '../events/checkin-count-events';
import { pdfBatchEvents } from '../print/pdf-batch-events';
import type { VersionWatcher } from '../version-check/version-watcher';
import { createHubConnection, type HubConnection } from './hub-connection';

export type HubDeps = {
  auth: AuthService;
  brandKey: string;
  version: string;
  i18n: i18n;
  watcher: VersionWatcher;
  /** Fetches the brand's configuration again and shows it. */
  reloadConfig: () => Promise<void>;
  /** Whether a flag of the brand's configuration in force is on. */
  featureOn: (name: FeatureName) => boolean;
};

const isSeverity = (colour: string): colour is HubMessageSeverity =>
  (HUB_MESSAGE_SEVERITIES as readonly string[]).includes(colour);

type ReceivedMessage = Extract<THubEvent, { name: 'ReceiveMessage' }>;

/** A pushed message as a toast. Its text is shown as text (a React text node), never as HTML. */
function showPushedMessage(deps: HubDeps, event: ReceivedMessage): void {
  const text = event.from
    ? deps.i18n.t('hub.messageFrom', { from: event.from, text: event.text })
    : event.text;
  toasts.show({
    message: text,
    durationMs: event.timeout,
    ...(isSeverity(event.colour)
      ? { severity: event.colour }
      : { severity: 'info', colour: event.colour }),
  });
}

/** Connects to the hub and turns its events into what the person sees. */
export function startHub(deps: HubDeps): HubConnection {
  const { i18n } = deps;
  const reinitialize = async () => {
    connection.stop();
    // Claims or configuration changed on the server: take the new ones, then listen again.
    await deps.auth.renewSession();
    await deps.reloadConfig().catch(() => {});
    connection.start();
  };
  const onEvent = (event: THubEvent) => {
    if (event.name === 'ReceiveMessage') {
      if (deps.featureOn('realtimeMessages')) showPushedMessage(deps, event);
    } else if (event.name === 'ForceReload') deps.watcher.announce(event.message);
    else if (event.name === 'AppConfigUpdated') void deps.reloadConfig().catch(() => {});
    else if (event.name === 'PdfBatchProgress') pdfBatchEvents.emit(event.batch);
    else if (event.name === 'EventCheckedInCount') checkinCountEvents.emit(event);
    else void reinitialize();
  };
  const connection = createHubConnection({
    origin: window.location.origin,
    brandKey: deps.brandKey,
    version: deps.version,
    getToken: deps.auth.getToken,
    renewSession: deps.auth.renewSession,
    openSocket: (url, handlers) => {
      const socket = new WebSocket(url);
      socket.onopen = handlers.open;
      socket.onmessage = (message) => handlers.message(message.data);
      socket.onclose = (event) => handlers.close(event.code);
      return { close: (code) => socket.close(code) };
    },
    onEvent,
    onRetryScheduled: (failures, delayMs, retryNow) => {
      toasts.show({
        message: i18n.t('hub.unableToConnect', {
          host: window.location.host,
          seconds: delayMs / 1000,
        }),
        severity: 'warning',
        durationMs: reconnectToastMs(failures),
        action: { label: i18n.t('hub.retry'), onClick: retryNow },
      });
    },
  });
  connection.start();
  return connection;
}
