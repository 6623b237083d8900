import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR_STATUS, isEmailNotVerified } from '../api/api-error';

/**
 * A failed load, said in the user's language when the server was not reached or refused an
 * unconfirmed e-mail, else with the server's message and its reference id (what support asks for).
 */
export function ErrorNotice({ error }: { error: Error }) {
  const { t } = useTranslation();
  const unreachable = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
  const referenceId = error instanceof ApiError ? error.referenceId : null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {unreachable
        ? t('shell.api.network')
        : isEmailNotVerified(error)
          ? t('shell.guard.unverified')
          : error.message}
      {referenceId && (
        <>
          <br />
          {t('shell.common.reference', { referenceId })}
        </>
      )}
    </Alert>
  );
}
