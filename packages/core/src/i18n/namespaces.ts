import type { ScreenTexts } from './catalog-types';

/** The namespaces only the server says (e-mails, its refusals): no screen loads them. */
export const SERVER_NAMESPACES = ['mail', 'errors'] as const;

/** A namespace of the screens' texts: one file in each language's folder ('plan' is plan.json). */
export type ScreenNamespace = keyof ScreenTexts & string;

/**
 * The namespaces the shell itself shows (menus, toolbar, toasts, route titles, the error
 * screen): they load with the first page, en-us's bundled with the app. Every other namespace
 * loads with the pages that show it (the web app's page-texts list); a new namespace goes here
 * only if the shell shows it.
 */
export const SHELL_NAMESPACES = ['route', 'shell', 'hub'] as const satisfies ScreenNamespace[];

export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

/** A namespace that loads with the pages showing it. */
export type PageNamespace = Exclude<ScreenNamespace, ShellNamespace>;
