import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { expiryFromDateInput } from './format';
import { listClaimTypes } from './security-api';

export type NewClaim = { claimType: string; claimValue: string; expiresAt: string | null };

type Props = {
  /** Offers an expiry date (user claims; a role's claims do not expire). */
  withExpiry?: boolean;
  busy: boolean;
  /** Answers whether the claim was added, so the form empties only then. */
  onAdd: (claim: NewClaim) => Promise<boolean>;
};

/** A claim type (known ones offered, any typed), a value and, for users, an expiry date. */
export function AddClaimForm({ withExpiry = false, busy, onAdd }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const [claimType, setClaimType] = useState('');
  const [claimValue, setClaimValue] = useState('true');
  const [expiry, setExpiry] = useState('');
  const types = useQuery({
    queryKey: ['security', 'claimTypes'],
    queryFn: ({ signal }) => listClaimTypes(api, signal),
  });
  const add = async () => {
    const added = await onAdd({
      claimType: claimType.trim(),
      claimValue: claimValue.trim(),
      expiresAt: withExpiry ? expiryFromDateInput(expiry) : null,
    });
    if (added) {
      setClaimType('');
      setClaimValue('true');
      setExpiry('');
    }
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Autocomplete
        freeSolo
        options={types.data ?? []}
        inputValue={claimType}
        onInputChange={(_event, value) => setClaimType(value)}
        sx={{ minWidth: 220 }}
        renderInput={(params) => (
          <TextField {...params} size="small" label={t('security.claims.type')} />
        )}
      />
      <TextField
        size="small"
        label={t('security.claims.value')}
        value={claimValue}
        onChange={(event) => setClaimValue(event.target.value)}
      />
      {withExpiry && (
        <TextField
          size="small"
          type="date"
          label={t('security.claims.expires')}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Button type="submit" variant="outlined" disabled={busy || claimType.trim() === ''}>
        {t('security.claims.add')}
      </Button>
    </Stack>
  );
}
