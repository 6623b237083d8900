import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { contentAdminKeys, fetchGroup, fetchGroupItems } from './content-admin-api';
import { GroupForm } from './GroupForm';
import { GroupItems } from './GroupItems';
import { SeriesPanel } from './SeriesPanel';

/** admin/resources/group/{id?}: a new group, or a group's settings, its items and its series. */
export function GroupEditor({ id }: { id: string | undefined }) {
  const { api } = usePortal();
  const group = useQuery({
    queryKey: contentAdminKeys.group(id ?? ''),
    queryFn: ({ signal }) => fetchGroup(api, id ?? '', signal),
    enabled: id !== undefined,
  });
  const items = useQuery({
    queryKey: contentAdminKeys.items(id ?? ''),
    queryFn: ({ signal }) => fetchGroupItems(api, id ?? '', signal),
    enabled: id !== undefined,
  });
  if (!id) return <GroupForm items={[]} />;
  if (group.isError) return <ErrorNotice error={group.error} />;
  if (items.isError) return <ErrorNotice error={items.error} />;
  if (!group.data || !items.data) return <LinearProgress />;
  return (
    <>
      <GroupForm key={group.data.id} group={group.data} items={items.data} />
      <GroupItems group={group.data} items={items.data} />
      {group.data.series.enabled && <SeriesPanel group={group.data} />}
    </>
  );
}
