import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { TContentSearchHit } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { Paging } from '../../ui/Paging';
import { resourcesKeys, searchContents } from './resources-api';
import { SearchBox } from './SearchBox';
import { contentPath } from './sections/section-scope';

function Hit({ hit }: { hit: TContentSearchHit }) {
  const { t } = useTranslation();
  const [first] = hit.resourceGroups;
  return (
    <ListItem disableGutters divider>
      <ListItemText
        primary={
          first ? (
            <Link
              component={RouterLink}
              to={contentPath(first.code, hit.id)}
              sx={{ fontWeight: 600 }}
            >
              {hit.title}
            </Link>
          ) : (
            hit.title
          )
        }
        secondary={
          <>
            {hit.summary && <span>{hit.summary}</span>}
            {hit.resourceGroups.length > 0 && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {t('resources.search.in', {
                  groups: hit.resourceGroups.map((g) => g.name).join(', '),
                })}
              </Typography>
            )}
          </>
        }
      />
    </ListItem>
  );
}

/**
 * resources/search/{searchTerms?}: the items of the reader's groups that match the words, best
 * match first (the server's full-text rank), each opening in a group it is in.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { searchTerms = '' } = useParams();
  const terms = searchTerms.trim();
  const [paging, setPaging] = useState({ terms, page: 1, pageSize: 25 });
  // New words start again on page 1.
  const page = paging.terms === terms ? paging.page : 1;
  const hits = useQuery({
    queryKey: [...resourcesKeys.search(terms, page), paging.pageSize],
    queryFn: ({ signal }) => searchContents(api, terms, page, paging.pageSize, signal),
    enabled: terms !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {t('resources.search.title')}
      </Typography>
      <SearchBox key={terms} initial={terms} />
      {terms !== '' &&
        (hits.isError ? (
          <ErrorNotice error={hits.error} />
        ) : !hits.data ? (
          <PageLoading />
        ) : (
          <Stack component="section" aria-label={t('resources.search.title')} spacing={1}>
            <Typography color="text.secondary" aria-live="polite">
              {hits.data.count === 0
                ? t('resources.search.none')
                : t('resources.search.results', { count: hits.data.count })}
            </Typography>
            <List disablePadding>
              {hits.data.data.map((hit) => (
                <Hit key={hit.id} hit={hit} />
              ))}
            </List>
            {hits.data.count > paging.pageSize && (
              <Paging
                count={hits.data.count}
                page={page}
                pageSize={paging.pageSize}
                onChange={(change) =>
                  setPaging((p) => ({
                    terms,
                    page: change.page,
                    pageSize: change.pageSize ?? p.pageSize,
                  }))
                }
              />
            )}
          </Stack>
        ))}
    </Stack>
  );
}
