import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MessageStatus, MessageType } from '@portal/core';
import { statusLabel, typeLabel, type MessageFilter } from './messages-api';

type Props = { filter: MessageFilter; onChange: (change: Partial<MessageFilter>) => void };

const ALL = 'all';
const toValue = (text: string) => (text === ALL ? null : Number(text));

export function MessageFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        label={t('shell.messages.search')}
        placeholder={t('shell.messages.searchHint')}
        type="search"
        size="small"
        value={filter.text}
        onChange={(event) => onChange({ text: event.target.value, page: 1 })}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        size="small"
        label={t('shell.messages.status')}
        value={filter.status ?? ALL}
        onChange={(event) =>
          onChange({ status: toValue(event.target.value) as MessageStatus | null, page: 1 })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value={ALL}>{t('shell.messages.all')}</MenuItem>
        {Object.values(MessageStatus).map((value) => (
          <MenuItem key={value} value={value}>
            {statusLabel(t, value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('shell.messages.type')}
        value={filter.type ?? ALL}
        onChange={(event) =>
          onChange({ type: toValue(event.target.value) as MessageType | null, page: 1 })
        }
        sx={{ minWidth: 140 }}
      >
        <MenuItem value={ALL}>{t('shell.messages.all')}</MenuItem>
        {Object.values(MessageType).map((value) => (
          <MenuItem key={value} value={value}>
            {typeLabel(t, value)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
