import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { USER_ACCOUNT_LIMITS, type TUserAccountEmail, type TUserAccountPhone } from '@portal/core';
import { CloseIcon } from '../../ui/icons';
import { setFlag } from './account-draft';
import type { FieldErrors } from './field-errors';

type ListProps<T> = {
  items: T[];
  disabled: boolean;
  errors: FieldErrors;
  onChange: (items: T[]) => void;
};

const rowSx = { alignItems: { sm: 'flex-start' }, flexWrap: 'wrap', gap: 1 } as const;

/** E-mail addresses: one primary (a radio choice), at most one preferred, a description each. */
export function EmailList({ items, disabled, errors, onChange }: ListProps<TUserAccountEmail>) {
  const { t } = useTranslation();
  const update = (index: number, part: Partial<TUserAccountEmail>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...part } : item)));
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ px: 0 }}>
        {t('account.page.emails')}
      </Typography>
      {items.map((email, index) => (
        // Two lines: the address needs the width; its flags and removal go beneath it.
        <Stack key={index} spacing={0.5} data-testid="email-row">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={rowSx}>
            <TextField
              label={t('account.page.address')}
              type="email"
              value={email.address}
              disabled={disabled}
              error={errors[`emails.${index}.address`] !== undefined}
              helperText={errors[`emails.${index}.address`]}
              onChange={(event) => update(index, { address: event.target.value })}
              sx={{ flex: '3 1 240px' }}
            />
            <TextField
              label={t('account.page.description')}
              placeholder={t('account.page.descriptionHint')}
              value={email.description}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: USER_ACCOUNT_LIMITS.description } }}
              onChange={(event) => update(index, { description: event.target.value })}
              sx={{ flex: '1 1 120px' }}
            />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              label={t('account.page.primary')}
              disabled={disabled}
              control={
                <Radio
                  checked={email.primary}
                  onChange={() => onChange(setFlag(items, index, 'primary', true, true))}
                />
              }
            />
            <FormControlLabel
              label={t('account.page.preferred')}
              disabled={disabled}
              control={
                <Checkbox
                  checked={email.preferred}
                  onChange={(event) =>
                    onChange(setFlag(items, index, 'preferred', event.target.checked, true))
                  }
                />
              }
            />
            <IconButton
              aria-label={t('account.page.removeEmail')}
              disabled={disabled}
              onClick={() => onChange(items.filter((_item, i) => i !== index))}
              sx={{ ml: 'auto' }}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        </Stack>
      ))}
      {errors.emails && <FormHelperText error>{errors.emails}</FormHelperText>}
      <Button
        disabled={disabled || items.length >= USER_ACCOUNT_LIMITS.emails}
        onClick={() =>
          onChange([
            ...items,
            { address: '', description: '', primary: items.length === 0, preferred: false },
          ])
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('account.page.addEmail')}
      </Button>
    </Stack>
  );
}

/** Phone numbers: at most one preferred. */
export function PhoneList({ items, disabled, errors, onChange }: ListProps<TUserAccountPhone>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ px: 0 }}>
        {t('account.page.phones')}
      </Typography>
      {items.length === 0 && (
        <Typography color="text.secondary">{t('account.page.noPhones')}</Typography>
      )}
      {items.map((phone, index) => (
        <Stack
          key={index}
          direction={{ xs: 'column', sm: 'row' }}
          sx={rowSx}
          data-testid="phone-row"
        >
          <TextField
            label={t('account.page.number')}
            type="tel"
            value={phone.number}
            disabled={disabled}
            error={errors[`phoneNumbers.${index}.number`] !== undefined}
            helperText={errors[`phoneNumbers.${index}.number`]}
            onChange={(event) =>
              onChange(
                items.map((item, i) =>
                  i === index ? { ...item, number: event.target.value } : item,
                ),
              )
            }
            sx={{ flex: '1 1 220px' }}
          />
          <FormControlLabel
            label={t('account.page.preferred')}
            disabled={disabled}
            control={
              <Checkbox
                checked={phone.preferred}
                onChange={(event) =>
                  onChange(setFlag(items, index, 'preferred', event.target.checked, true))
                }
              />
            }
          />
          <IconButton
            aria-label={t('account.page.removePhone')}
            disabled={disabled}
            onClick={() => onChange(items.filter((_item, i) => i !== index))}
            sx={{ alignSelf: 'center' }}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      {errors.phoneNumbers && <FormHelperText error>{errors.phoneNumbers}</FormHelperText>}
      <Button
        disabled={disabled || items.length >= USER_ACCOUNT_LIMITS.phones}
        onClick={() => onChange([...items, { number: '', preferred: false }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('account.page.addPhone')}
      </Button>
    </Stack>
  );
}
