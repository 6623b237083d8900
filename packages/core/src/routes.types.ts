import type { AccessRule } from './access/rules';
import type { FeatureGate, FeatureName } from './domain/features';
import type { TextKey } from './i18n/catalog-types';

/**
 * One route of the spec. The web router is built from the table of these; the guard enforces
 * `rule`, `anonymous`, `feature` and `verifiedEmail`.
 */
export type RouteDef = {
  /** Unique name, used to match configured pages (AppPage.name) and as the page key. */
  name: string;
  /** React Router path without a leading slash; optional params end in `?`, splats are `*`. */
  path: string;
  /** Who may open it when signed in. Ignored when `anonymous` is true. */
  rule: AccessRule;
  /** True when visitors who are not signed in may open it. */
  anonymous?: boolean;
  /**
   * Feature flag (or every flag) that must be on (a flag missing from the configuration counts
   * as on).
   */
  feature?: FeatureGate;
  /** The account's e-mail must be confirmed. */
  verifiedEmail?: boolean;
  /** When `feature` is on, the browser goes to `to` instead (resources -> resources/list). */
  redirect?: { feature: FeatureName; to: string };
  /** i18n key of the tab and toolbar title. */
  titleKey: TextKey;
  hideToolbar?: boolean;
  /** Name of the help video for this page, when there is one. */
  helpVideo?: string;
  /** Sends the browser to the brand's contact page instead of rendering a page. */
  external?: 'contact';
  /** Print views render without the shell. */
  layout?: 'shell' | 'bare' | 'print';
  /** The issue that builds the page; absent when the page exists. */
  plannedIn?: number;
  /**
   * Listed in the left drawer. The drawer still hides an entry the user may not open, so the
   * flag only says the page is a destination of its own rather than reached from another page.
   */
  menu?: boolean;
  /**
   * Who is offered the drawer entry, when that is fewer than may open the page: an admin page
   * open to everyone (it answers others with a short note) is listed for its staff only.
   */
  menuRule?: AccessRule;
  /** Nested child routes (resources/{code} has view and edit). */
  children?: readonly RouteDef[];
};
