import {
  ZSurveyReleaseSave,
  type TSurveyRelease,
  type TSurveyReleaseDefaults,
  type TSurveyReleaseSave,
  type TSurveyReleaseTarget,
} from '@portal/core';

/** The release form as typed: dates as the browser's local date-time text, days as text. */
export type ReleaseForm = Omit<
  TSurveyReleaseSave,
  'opensAt' | 'closesAt' | 'reminderDays' | 'targets'
> & {
  opensAt: string;
  closesAt: string;
  reminderDays: string;
  targets: TSurveyReleaseTarget[];
};

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);

/** A new release of a definition, from the brand's defaults, opening now. */
export function newReleaseForm(
  definitionId: string,
  defaults: TSurveyReleaseDefaults,
  now: Date,
): ReleaseForm {
  const closes = defaults.openDays ? new Date(now.getTime() + defaults.openDays * DAY_MS) : null;
  return {
    definitionId,
    releaseGroupId: null,
    name: '',
    triggerType: defaults.triggerType,
    opensAt: toLocalInput(now.toISOString()),
    closesAt: toLocalInput(closes?.toISOString() ?? null),
    anonymous: defaults.anonymous,
    uniqueness: defaults.uniqueness,
    allowMultiple: defaults.allowMultiple,
    reminderDays: defaults.reminderDays ? String(defaults.reminderDays) : '',
    isPublic: false,
    targets: [],
  };
}

/** A saved release in the form, to change at its version. */
export function releaseForm(release: TSurveyRelease): ReleaseForm {
  return {
    id: release.id,
    version: release.version,
    definitionId: release.definitionId,
    releaseGroupId: release.releaseGroupId,
    name: release.name,
    triggerType: release.triggerType,
    opensAt: toLocalInput(release.opensAt),
    closesAt: toLocalInput(release.closesAt),
    anonymous: release.anonymous,
    uniqueness: release.uniqueness,
    allowMultiple: release.allowMultiple,
    reminderDays: release.reminderDays ? String(release.reminderDays) : '',
    isPublic: release.isPublic,
    targets: release.targets,
  };
}

/** The form checked by core's schema: the body to save, or the message of each bad field. */
export function checkReleaseForm(
  form: ReleaseForm,
): { ok: true; save: TSurveyReleaseSave } | { ok: false; errors: Record<string, string> } {
  const input = {
    ...form,
    opensAt: fromLocalInput(form.opensAt) ?? '',
    closesAt: fromLocalInput(form.closesAt),
    reminderDays: form.reminderDays.trim() === '' ? null : Number(form.reminderDays),
    targets: form.targets.map(({ entityType, entityId }) => ({ entityType, entityId })),
  };
  const result = ZSurveyReleaseSave.safeParse(input);
  if (result.success) return { ok: true, save: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}
