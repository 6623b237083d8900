import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureOn } from '../../app/portal-context';
import { SaveState } from './EditStatus';
import { PlanDownloads } from './PlanDownloads';
import { PrintPreviewButton } from './PrintPreviewButton';
import { PlanVersionsDialog } from './versions/PlanVersionsDialog';
import type { PlanEditor } from './use-plan-editor';

/**
 * The plan page's buttons: edit, save and cancel; the builder; downloads; versions (where the
 * brand has `tractionPlanVersions` on).
 */
export function PlanActions({ editor }: { editor: PlanEditor }) {
  const { t } = useTranslation();
  const [versions, setVersions] = useState(false);
  const versionsOn = useFeatureOn('tractionPlanVersions');
  const { plan, state } = editor;
  if (!plan) return null;
  if (state.editable) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SaveState editor={editor} />
        <Button onClick={editor.cancel} disabled={state.saving}>
          {t('plan.edit.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void editor.save()} disabled={state.saving}>
          {t('plan.edit.save')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {state.canEdit && plan.id && (
        <Button variant="contained" onClick={editor.startEdit}>
          {t('plan.edit.edit')}
        </Button>
      )}
      {state.canEdit && (
        <Button component={Link} to={`/planBuilder/${plan.userAccountId}`} variant="outlined">
          {t('plan.page.openBuilder')}
        </Button>
      )}
      {plan.id && !state.reviewMode && <PlanDownloads planId={plan.id} />}
      {plan.id && !state.reviewMode && <PrintPreviewButton planId={plan.id} />}
      {plan.id && plan.abilities.restore && versionsOn && (
        <>
          <Button variant="outlined" onClick={() => setVersions(true)}>
            {t('plan.versions.open')}
          </Button>
          {versions && (
            <PlanVersionsDialog
              plan={plan}
              onClose={() => setVersions(false)}
              onRestored={() => void editor.reload()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
