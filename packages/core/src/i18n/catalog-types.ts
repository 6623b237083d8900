import type { SERVER_NAMESPACES } from './namespaces';
import type { texts } from './translations/en-us/server';

/** The plural forms some languages add to English `_one`/`_other` (Polish: `_few`, `_many`). */
type ExtraPluralForm = 'zero' | 'two' | 'few' | 'many';
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * The English object with every text widened to `string`, so a translation may differ, and with
 * room for the extra plural forms of a key that English pluralises.
 */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & {
  [K in keyof T as `${PluralBase<K & string>}_${ExtraPluralForm}`]?: string;
};

type Partly<T> = { [K in keyof T]?: T[K] extends string ? string : Partly<T[K]> };

/** One language's whole catalog: the English keys at every depth, plus extra plural forms. */
export type Catalog = Texts<typeof texts>;

/** The namespaces only the server says (e-mails, its refusals): no screen loads them. */
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** One language's texts for the screens: its catalog without the server's namespaces. */
export type ScreenTexts = Omit<Catalog, ServerNamespace>;

/** A regional variant's own texts (en-gb, es-419, pt-br): only what differs from its base. */
export type VariantTexts = Partly<Catalog>;

/** The dotted paths of the English catalog's texts: what `t()` takes ('plan.download.pdf'). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = Leaves<typeof texts>;

/** The tab and toolbar titles of the routes, by route name. */
export type RouteTitles = Catalog['route'];

/** The shape every locale's shell texts must have. */
export type ShellTexts = Catalog['shell'];

/** The shape every locale's security administration texts must have. */
export type SecurityTexts = Catalog['security'];
