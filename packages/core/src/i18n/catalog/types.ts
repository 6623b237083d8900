import type { catalog } from './en-us';

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

/** One locale's catalog: exactly the English keys at every depth, plus extra plural forms. */
export type Catalog = Texts<typeof catalog>;

/** The shape every locale's shell texts must have. */
export type ShellTexts = Catalog['shell'];

/** The shape every locale's security administration texts must have. */
export type SecurityTexts = Catalog['security'];
