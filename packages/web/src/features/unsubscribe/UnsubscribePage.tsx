import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageType, ZUnsubscribeToken, type TUnsubscription } from '@portal/core';
import { ApiError } from '../../api/api-error';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { confirmUnsubscribe, describeUnsubscribe, undoUnsubscribe } from './unsubscribe-api';

/** What the page says: asking first, then what was done. */
type Step = 'request' | 'unsubscribed' | 'resubscribed';

const sentence = (step: Step, info: TUnsubscription) => {
  const channel = info.messageType === MessageType.SMS ? 'Sms' : 'Email';
  const kind = (
    { request: 'question', unsubscribed: 'done', resubscribed: 'resubscribed' } as const
  )[step];
  return `unsubscribe.${kind}${channel}` as const;
};

/**
 * `/unsubscriberg/{unsubResult}/{rgName}/{rgId}/{uaId}/{userConfirmed}/{messageType?}?token=`:
 * the link in a message's footer. It asks before it changes anything (mail scanners open links),
 * then shows the result at the same address with `unsubResult` and `userConfirmed` moved on, and
 * offers to undo it. Only the token counts: the other parts of the address are for people.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const token = ZUnsubscribeToken.safeParse({ token: search.get('token') });
  const key = ['unsubscribe', search.get('token')];
  const info = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => describeUnsubscribe(api, search.get('token') ?? '', signal),
    enabled: token.success,
    retry: false,
  });
  const moveTo = (step: Step) => (result: TUnsubscription) => {
    queries.setQueryData(key, result);
    const parts = [
      step,
      params.rgName,
      params.rgId,
      params.uaId,
      String(step === 'unsubscribed'),
      params.messageType,
    ].filter((part): part is string => part !== undefined);
    void navigate(
      `/unsubscriberg/${parts.map(encodeURIComponent).join('/')}?${search.toString()}`,
      { replace: true },
    );
  };
  const stop = useMutation({
    mutationFn: () => confirmUnsubscribe(api, search.get('token') ?? ''),
    onSuccess: moveTo('unsubscribed'),
  });
  const undo = useMutation({
    mutationFn: () => undoUnsubscribe(api, search.get('token') ?? ''),
    onSuccess: moveTo('resubscribed'),
  });

  const invalid = !token.success || (info.error instanceof ApiError && info.error.status === 404);
  if (invalid) return <Alert severity="warning">{t('unsubscribe.invalid')}</Alert>;
  if (info.isError) return <ErrorNotice error={info.error} />;
  if (!info.data) return <LinearProgress aria-label={t('unsubscribe.title')} />;

  const step: Step = info.data.unsubscribed
    ? 'unsubscribed'
    : params.unsubResult === 'resubscribed'
      ? 'resubscribed'
      : 'request';
  const values = { name: info.data.name, recipient: info.data.recipient };
  const failed = stop.error ?? undo.error;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('unsubscribe.title')}</Typography>
      {step === 'request' ? (
        <Typography>{t(sentence(step, info.data), values)}</Typography>
      ) : (
        <Alert severity="success" role="status">
          {t(sentence(step, info.data), values)}
        </Alert>
      )}
      {failed && <ErrorNotice error={failed} />}
      <Stack direction="row" spacing={1}>
        {info.data.unsubscribed ? (
          <Button variant="outlined" loading={undo.isPending} onClick={() => undo.mutate()}>
            {t('unsubscribe.resubscribe')}
          </Button>
        ) : (
          step === 'request' && (
            <Button variant="contained" loading={stop.isPending} onClick={() => stop.mutate()}>
              {t('unsubscribe.confirm')}
            </Button>
          )
        )}
      </Stack>
    </Stack>
  );
}
