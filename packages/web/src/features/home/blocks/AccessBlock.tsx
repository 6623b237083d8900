import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INVITE_CODE_MAX_INPUT, normalizeInviteCode } from '@portal/core';
import { useFeatureOn, usePortal } from '../../../app/portal-context';
import { HomeBlock } from './HomeBlock';

/**
 * For a person whose account does not include the 360: how to get it. An invite code opens the
 * invite page, which shows what the code gives and applies it (where the brand has `inviteCode`
 * on); without one, the brand's contact.
 */
export function AccessBlock() {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const navigate = useNavigate();
  const invitesOn = useFeatureOn('inviteCode');
  const [code, setCode] = useState('');
  const typed = normalizeInviteCode(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== '') void navigate(`/invite/${encodeURIComponent(typed)}`);
  };
  return (
    <HomeBlock name="access" title={t('home.access.title')} loading={false}>
      <Stack spacing={1.5}>
        <Typography color="text.secondary">
          {invitesOn ? t('home.access.text') : t('home.access.textNoInvites')}
        </Typography>
        {invitesOn && (
          <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
            <TextField
              size="small"
              label={t('home.access.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { maxLength: INVITE_CODE_MAX_INPUT, autoComplete: 'off' } }}
            />
            <Button type="submit" variant="contained" disabled={typed === ''}>
              {t('home.access.apply')}
            </Button>
          </Stack>
        )}
        <Link href={brand.contactUrl}>
          {invitesOn ? t('home.access.contact') : t('home.access.contactNoInvites')}
        </Link>
      </Stack>
    </HomeBlock>
  );
}
