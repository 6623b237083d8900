import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComputedReport } from '@portal/core';
import { usePortal } from '../../../app/portal-context';
import { createReport, getParticipant, listDescribers, previewReport } from '../profile-api';
import { nameOf } from '../participant/describer-name';
import { ReportBody } from '../report/ReportBody';
import { useProfileAction } from '../use-profile-action';

/**
 * A coach makes a report from the describers chosen among those who completed their survey,
 * previewed before it is stored (PreviewProfileReport, then createReport).
 */
export function ReportBuilder({ userAccountId }: { userAccountId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useProfileAction();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [label, setLabel] = useState('');
  const [preview, setPreview] = useState<ComputedReport | null>(null);
  const participant = useQuery({
    queryKey: ['profile', 'participant', userAccountId],
    queryFn: ({ signal }) => getParticipant(api, userAccountId, signal),
  });
  const participantId = participant.data?.id ?? '';
  const describers = useQuery({
    queryKey: ['profile', 'describers', participantId],
    queryFn: ({ signal }) => listDescribers(api, participantId, signal),
    enabled: participantId !== '',
  });
  const complete = (describers.data ?? []).filter(
    (d) => d.isComplete && d.describerRelationship !== 'self',
  );
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const showPreview = async () => {
    const answer = await run(() =>
      previewReport(api, { userAccountId, describers: [...chosen] }, i18n.language),
    );
    if (answer) setPreview(answer);
  };
  const create = async () => {
    const created = await run(
      () =>
        createReport(api, {
          profileParticipantId: participantId,
          describerIds: [...chosen],
          label,
        }),
      t('profile.reportBuilder.created'),
    );
    if (created) setPreview(null);
  };

  return (
    <Stack component="section" spacing={1.5}>
      <Typography variant="h6" component="h3">
        {t('profile.reportBuilder.title')}
      </Typography>
      {participant.data === null || (describers.data && complete.length === 0) ? (
        <Alert severity="info">{t('profile.reportBuilder.noneComplete')}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('profile.reportBuilder.intro')}</Typography>
          <FormGroup>
            {complete.map((d) => (
              <FormControlLabel
                key={d.id}
                label={`${nameOf(d)} · ${t(`profile.relationship.${d.describerRelationship}`)}`}
                control={<Checkbox checked={chosen.has(d.id)} onChange={() => toggle(d.id)} />}
              />
            ))}
          </FormGroup>
          <TextField
            label={t('profile.reportBuilder.label')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ maxWidth: 400 }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              disabled={busy || chosen.size === 0}
              onClick={() => void showPreview()}
            >
              {t('profile.reportBuilder.preview')}
            </Button>
            <Button
              variant="contained"
              disabled={busy || chosen.size === 0}
              onClick={() => void create()}
            >
              {t('profile.reportBuilder.create')}
            </Button>
          </Stack>
        </>
      )}
      {preview && <ReportBody report={preview} views={['overview']} planLinks={false} />}
    </Stack>
  );
}
