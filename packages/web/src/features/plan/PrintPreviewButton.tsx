import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSecurityAdmin } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useSession } from '../../auth/session-context';
import { toasts } from '../../ui/toast/toast-store';
import { fetchPrintKey } from './plan-api';

/** Security admins open the plan's print view inside the app, with a fresh print key. */
export function PrintPreviewButton({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { session } = useSession();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => fetchPrintKey(api, planId),
    onSuccess: ({ printKey }) =>
      void navigate(`/printpreview/tractionplan/${encodeURIComponent(printKey)}/${planId}`),
    onError: (error) => toasts.show({ message: error.message, severity: 'error' }),
  });
  if (!session || !isSecurityAdmin(session)) return null;
  return (
    <Button variant="outlined" disabled={open.isPending} onClick={() => open.mutate()}>
      {t('plan.download.printPreview')}
    </Button>
  );
}
