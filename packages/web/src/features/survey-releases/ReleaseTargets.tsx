import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SurveyTargetType, TReleasePerson, TSurveyReleaseTarget } from '@portal/core';
import { AccountPicker } from '../accounts/AccountPicker';
import { PeoplePicker, nameWithEmail } from '../accounts/PersonPicker';
import { EventPicker } from '../events/EventPicker';
import { eventTitle } from '../events/event-title';
import { GroupPicker } from '../events/GroupPicker';
import { findReleasePeople } from './survey-releases-api';

const personName = (p: TReleasePerson) => nameWithEmail(p.firstName, p.lastName, p.email);

/** A survey admin may pick any person of the brand, without the staff claims of FindUsers. */
const RELEASE_PEOPLE = {
  name: 'surveyReleasePeople',
  find: findReleasePeople,
  optionLabel: personName,
};

type Props = {
  targets: TSurveyReleaseTarget[];
  onChange: (targets: TSurveyReleaseTarget[]) => void;
};

/** The accounts, groups, events and people a release reaches, picked with the portal's pickers. */
export function ReleaseTargets({ targets, onChange }: Props) {
  const { t } = useTranslation();
  const add = (entityType: SurveyTargetType, entityId: string, name: string) => {
    if (targets.some((x) => x.entityType === entityType && x.entityId === entityId)) return;
    onChange([...targets, { entityType, entityId, name }]);
  };
  const remove = (target: TSurveyReleaseTarget) => onChange(targets.filter((x) => x !== target));
  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle2">
        {t('surveyReleases.targets.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <AccountPicker
          label={t('surveyReleases.targets.account')}
          value={null}
          onChange={(a) => a && add('CrmAccount', a.id, a.accountName)}
        />
        <GroupPicker
          label={t('surveyReleases.targets.group')}
          value={null}
          onChange={(g) => g && add('UserGroup', g.id, g.name)}
        />
        <EventPicker
          label={t('surveyReleases.targets.event')}
          value={null}
          onChange={(e) => e && add('TrainingEvent', e.id, eventTitle(e))}
        />
        <PeoplePicker
          label={t('surveyReleases.targets.person')}
          search={RELEASE_PEOPLE}
          onPick={(p) => add('UserAccount', p.id, personName(p))}
        />
      </Stack>
      {targets.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('surveyReleases.targets.none')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {targets.map((target) => (
            <Chip
              key={`${target.entityType}/${target.entityId}`}
              label={`${t(`surveyReleases.targets.type.${target.entityType}`)}: ${target.name || target.entityId}`}
              onDelete={() => remove(target)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
