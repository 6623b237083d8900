import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useAction } from '../accounts/use-action';
import { SecuritySection } from '../security/SecuritySection';
import { GroupForm } from './GroupForm';
import { GroupHeader } from './GroupHeader';
import { GroupMembers } from './GroupMembers';
import { GroupPeople } from './GroupPeople';
import { groupSave, newGroupSave } from './group-save';
import { fetchGroupDetail, groupKeys, saveGroup } from './groups-api';
import { editionKey } from '../../ui/edition-key';

/** groups/edit/{userGroupId?}: a new group, or one group with its people and members. */
export function GroupEditPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const { userGroupId } = useParams();
  const navigate = useNavigate();
  const { run, busy } = useAction(groupKeys.all);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = { userGroupId: userGroupId ?? '', ...paging };
  const detail = useQuery({
    queryKey: groupKeys.detail(query),
    queryFn: ({ signal }) => fetchGroupDetail(api, query, signal),
    enabled: userGroupId !== undefined,
    placeholderData: keepPreviousData,
  });
  const save = async (values: Parameters<typeof saveGroup>[1]) => {
    const saved = await run(
      () => saveGroup(api, values),
      (answer) => t('groups.edit.saved', { name: answer.name }),
    );
    if (saved && !userGroupId) void navigate(`/groups/edit/${saved.id}`, { replace: true });
  };

  if (!userGroupId) {
    return (
      <SecuritySection level={2} title={t('groups.edit.newTitle')}>
        <GroupForm
          initial={newGroupSave()}
          accounts={[]}
          readOnly={false}
          busy={busy}
          onSave={(v) => void save(v)}
        />
      </SecuritySection>
    );
  }
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) return <ErrorNotice error={detail.error} />;
  const { group, members } = detail.data;
  return (
    <>
      <GroupHeader group={group} />
      <SecuritySection title={t('groups.edit.details')}>
        <GroupForm
          key={editionKey(group)}
          initial={groupSave(group)}
          accounts={group.crmAccounts}
          readOnly={!group.abilities.edit}
          busy={busy}
          onSave={(values) => void save(values)}
        />
      </SecuritySection>
      <SecuritySection title={t('groups.edit.people')}>
        <GroupPeople group={group} />
      </SecuritySection>
      <SecuritySection title={t('groups.members.titleCount', { count: group.memberCount })}>
        <GroupMembers
          group={group}
          members={members}
          paging={paging}
          onPaging={(change) => setPaging((old) => ({ ...old, ...change }))}
        />
      </SecuritySection>
    </>
  );
}
