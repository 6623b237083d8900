import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-context';
import { usePageEditMode } from '../../app/page-edit-mode';
import { usePortal } from '../../app/portal-context';

/**
 * The application state a developer pastes into a bug report (the spec's context variables):
 * brand, versions, language, place, the signed-in person and their claims, the edit mode. Never
 * the access token.
 */
export function useContextVariables(): () => string {
  const { brand, version, config } = usePortal();
  const { session, displayName } = useSession();
  const { on: editMode } = usePageEditMode();
  const { i18n } = useTranslation();
  const location = useLocation();
  return () =>
    JSON.stringify(
      {
        appName: brand.key,
        version,
        appConfigVersion: config.version,
        language: i18n.language,
        path: `${location.pathname}${location.search}`,
        userId: session?.userId ?? null,
        userName: displayName,
        email: session?.email ?? null,
        roles: session?.roles ?? [],
        claims: session?.claims ?? [],
        editMode,
        features: Object.entries(config.features)
          .filter(([, on]) => !on)
          .map(([name]) => `${name}: off`),
      },
      null,
      2,
    );
}
