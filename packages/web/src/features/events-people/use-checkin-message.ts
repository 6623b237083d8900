import { useTranslation } from 'react-i18next';
import { CheckinRefusal } from '@portal/core';
import { checkinRefusalOf } from './event-format';

/**
 * A check-in message of the server in the reader's language: the known refusals are
 * translated, any other message (a server's own) is shown as sent.
 */
export function useCheckinMessage() {
  const { t } = useTranslation();
  return (message: string | null) => {
    const refusal = checkinRefusalOf(message);
    return {
      text: refusal
        ? t(`eventsPeople.checkin.refusal.${refusal}`)
        : (message ?? t('eventsPeople.checkin.refusal.disabled')),
      disabled: refusal === CheckinRefusal.Disabled,
    };
  };
}
