import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CONTENT_ENTITY_TYPES,
  CONTENT_PARAM_TYPES,
  RESOURCE_GROUP_LIMITS,
  type ContentEntityType,
  type TContent,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { toasts } from '../../ui/toast/toast-store';
import { useAutosave } from '../plan/use-autosave';
import { useLeaveGuard } from '../plan/use-leave-guard';
import { SecuritySection } from '../security/SecuritySection';
import { AutosaveStatus } from './AutosaveStatus';
import {
  contentAdminKeys,
  fetchContent,
  isStale,
  listGroups,
  upsertContent,
} from './content-admin-api';
import { draftOf, emptyDraft, saveBody, type ContentDraft } from './content-draft';
import { describeContentProblem } from './content-problems';
import { SectionsEditor, type SectionsChange } from './SectionsEditor';
import { VersionsMenu } from './VersionsMenu';
import { ItemFileField } from './ItemFileField';
import { ContentPreview } from './ContentPreview';

type Props = {
  /** The item loaded, or undefined for a new one. */
  content: TContent | undefined;
  /** The group the item is saved in (upsertContent keeps it there); undefined: pick one. */
  groupId: string | undefined;
  /** Where the editor goes once a new item has its id. */
  editPath: (contentId: string, groupId: string) => string;
};

/** The editor of a content item: its fields, its page of sections, saves, autosaves, versions. */
/** What the editor keeps of the item as last saved: the version to save over, its file addresses. */
const savedState = ({ id, version, fileUrls }: TContent) => ({ id, version, fileUrls });

export function ContentEditor({ content, groupId: fixedGroup, editPath }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContentDraft>(() =>
    content ? draftOf(content) : emptyDraft(),
  );
  const [saved, setSaved] = useState(content ? savedState(content) : null);
  const [revision, setRevision] = useState(0);
  const [savedRevision, setSavedRevision] = useState(0);
  // An item opened shows when it was saved last (a new item reopens under its id once saved).
  const [lastSave, setLastSave] = useState(
    content ? { at: new Date(content.updatedAt), auto: false } : null,
  );
  const [pickedGroup, setPickedGroup] = useState('');
  const groupId = fixedGroup ?? (pickedGroup || undefined);
  const groups = useQuery({
    queryKey: contentAdminKeys.groups,
    queryFn: ({ signal }) => listGroups(api, signal),
    enabled: fixedGroup === undefined,
  });
  const change = (patch: Partial<ContentDraft>) => {
    setDraft((old) => ({ ...old, ...patch }));
    setRevision((n) => n + 1);
  };
  const changeSections: SectionsChange = (run) => {
    setDraft((old) => ({ ...old, sections: run(old.sections) }));
    setRevision((n) => n + 1);
  };
  const dirty = revision !== savedRevision;

  const save = useMutation({
    mutationFn: ({ auto }: { auto: boolean; at: number }) => {
      if (!groupId) throw new Error(t('contentAdmin.editor.pickGroup'));
      return upsertContent(api, groupId, saveBody(draft, saved, auto).body);
    },
    onSuccess: async (result, { auto, at }) => {
      setSaved(savedState(result));
      setSavedRevision(at);
      setLastSave({ at: new Date(), auto });
      queryClient.setQueryData(contentAdminKeys.content(result.id), result);
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.versions(result.id) });
      if (!auto) toasts.show({ message: t('contentAdmin.editor.saved'), severity: 'success' });
      if (!saved && groupId) await navigate(editPath(result.id, groupId), { replace: true });
    },
  });
  useLeaveGuard(dirty && !save.isPending, t('contentAdmin.editor.leave'));
  const problems = saveBody(draft, saved, false).problems;
  const conflict = save.isError && isStale(save.error);
  useAutosave(
    dirty && saved !== null && problems.length === 0 && !save.isPending && !conflict,
    revision,
    () => save.mutate({ auto: true, at: revision }),
  );
  const reload = async () => {
    if (!saved) return;
    const fresh = await fetchContent(api, saved.id);
    if (!fresh) return;
    adopt(fresh);
  };
  /** Shows an item as the server holds it (after a reload or a restore). */
  const adopt = (fresh: TContent) => {
    setDraft(draftOf(fresh));
    setSaved(savedState(fresh));
    const next = revision + 1;
    setRevision(next);
    setSavedRevision(next);
    save.reset();
  };

  return (
    <SecuritySection
      level={2}
      title={content ? content.title : t('contentAdmin.editor.new')}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutosaveStatus dirty={dirty} saving={save.isPending} lastSave={lastSave} />
          {saved && (
            <VersionsMenu
              contentId={saved.id}
              currentVersion={saved.version}
              dirty={dirty}
              onRestored={adopt}
            />
          )}
        </Stack>
      }
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ auto: false, at: revision });
        }}
      >
        {fixedGroup === undefined && (
          <TextField
            select
            required
            label={t('contentAdmin.editor.group')}
            helperText={t('contentAdmin.editor.groupHelp')}
            value={pickedGroup}
            onChange={(event) => setPickedGroup(event.target.value)}
          >
            {(groups.data ?? []).map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            required
            label={t('contentAdmin.fields.title')}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: RESOURCE_GROUP_LIMITS.title } }}
            sx={{ flex: 2 }}
          />
          <TextField
            select
            label={t('contentAdmin.fields.entityType')}
            value={draft.entityType}
            onChange={(event) => change({ entityType: event.target.value as ContentEntityType })}
            sx={{ flex: 1 }}
          >
            {CONTENT_ENTITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`contentAdmin.entityType.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          multiline
          minRows={2}
          label={t('contentAdmin.fields.summary')}
          value={draft.summary}
          onChange={(event) => change({ summary: event.target.value })}
          slotProps={{ htmlInput: { maxLength: RESOURCE_GROUP_LIMITS.summary } }}
        />
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={draft.tags}
          onChange={(_event, tags) =>
            change({ tags: tags.map((tag) => tag.trim()).filter(Boolean) })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('contentAdmin.fields.tags')}
              helperText={t('contentAdmin.editor.tagsHelp')}
            />
          )}
        />
        {draft.entityType === 'ContentVideo' && (
          <TextField
            label={t('contentAdmin.fields.videoUrl')}
            value={draft.videoUrl ?? ''}
            onChange={(event) => change({ videoUrl: event.target.value || null })}
          />
        )}
        {draft.entityType !== 'Content' && (
          <ItemFileField
            kind={draft.entityType === 'ContentVideo' ? 'video' : 'attachment'}
            current={content?.file ?? null}
            onUploaded={(file) => change({ fileId: file.id, videoUrl: null })}
          />
        )}
        <FormControlLabel
          label={t('contentAdmin.fields.isPublic')}
          control={
            <Switch
              checked={draft.isPublic}
              onChange={(event) => change({ isPublic: event.target.checked })}
            />
          }
        />
        <FormGroup aria-label={t('contentAdmin.fields.paramTypes')}>
          <Typography variant="subtitle2">{t('contentAdmin.fields.paramTypes')}</Typography>
          {CONTENT_PARAM_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              label={t(`contentAdmin.paramType.${type}`)}
              control={
                <Checkbox
                  checked={draft.paramTypes.includes(type)}
                  onChange={(event) =>
                    change({
                      paramTypes: event.target.checked
                        ? [...draft.paramTypes, type]
                        : draft.paramTypes.filter((p) => p !== type),
                    })
                  }
                />
              }
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            {t('contentAdmin.fields.paramTypesHint')}
          </Typography>
        </FormGroup>
        <Typography variant="h6" component="h3">
          {t('contentAdmin.sections.title')}
        </Typography>
        <SectionsEditor sections={draft.sections} onChange={changeSections} />
        <ContentPreview
          sections={draft.sections}
          contentId={saved?.id ?? null}
          fileUrls={saved?.fileUrls}
        />
        {problems.length > 0 && revision > 0 && (
          <Alert severity="warning">
            {t('contentAdmin.editor.problems')}
            <ul>
              {[...new Set(problems.map((problem) => describeContentProblem(problem, t)))].map(
                (problem) => (
                  <li key={problem}>{problem}</li>
                ),
              )}
            </ul>
          </Alert>
        )}
        {conflict ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => void reload()}>
                {t('contentAdmin.editor.reload')}
              </Button>
            }
          >
            {t('contentAdmin.editor.stale')}
          </Alert>
        ) : (
          save.isError && <ErrorNotice error={save.error} />
        )}
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || problems.length > 0 || !groupId}
          >
            {t('contentAdmin.editor.save')}
          </Button>
        </Stack>
      </Stack>
    </SecuritySection>
  );
}
