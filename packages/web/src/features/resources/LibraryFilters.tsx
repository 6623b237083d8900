import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TFiltersCounts, TResourceGroup } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { fetchGroupItems, resourcesKeys } from './resources-api';
import { contentPath } from './sections/section-scope';

type Filter = { kind: 'type' | 'tag'; value: string } | null;

/** The items of the reader's groups that match the chosen type or topic, each in its group. */
function FilteredItems({
  groups,
  filter,
}: {
  groups: TResourceGroup[];
  filter: NonNullable<Filter>;
}) {
  const { api } = usePortal();
  const results = useQueries({
    queries: groups.map((group) => ({
      queryKey: resourcesKeys.items(group.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchGroupItems(api, group.id, signal),
    })),
  });
  const seen = new Set<string>();
  const matches = groups.flatMap((group, index) =>
    (results[index]?.data ?? [])
      .filter((item) =>
        filter.kind === 'type'
          ? item.entityType === filter.value
          : item.tags.includes(filter.value),
      )
      .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
      .map((item) => ({ item, group })),
  );
  return (
    <List dense disablePadding aria-live="polite">
      {matches.map(({ item, group }) => (
        <ListItem key={item.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={contentPath(group.code, item.id)}>
                {item.title}
              </Link>
            }
            secondary={group.name}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Chips of the item types and topics with their counts; choosing one lists those items. */
export function LibraryFilters({
  counts,
  groups,
}: {
  counts: TFiltersCounts;
  groups: TResourceGroup[];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(null);
  const chip = (kind: 'type' | 'tag', value: string, label: string, count: number) => {
    const on = filter?.kind === kind && filter.value === value;
    return (
      <Chip
        key={`${kind}:${value}`}
        label={`${label} (${count})`}
        color={on ? 'primary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        aria-pressed={on}
        onClick={() => setFilter(on ? null : { kind, value })}
      />
    );
  };
  if (counts.entityTypes.length === 0 && counts.tags.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('resources.library.filters')} spacing={1}>
      <Typography variant="h6" component="h2">
        {t('resources.library.filters')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip
          label={t('resources.library.allTypes')}
          variant={filter ? 'outlined' : 'filled'}
          color={filter ? 'default' : 'primary'}
          aria-pressed={!filter}
          onClick={() => setFilter(null)}
        />
        {counts.entityTypes.map((type) =>
          chip('type', type.value, t(`resources.library.type.${type.value}`), type.count),
        )}
      </Stack>
      {counts.tags.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('resources.library.tags')}
          </Typography>
          {counts.tags.map((tag) => chip('tag', tag.value, tag.value, tag.count))}
        </Stack>
      )}
      {filter && <FilteredItems groups={groups} filter={filter} />}
    </Stack>
  );
}
