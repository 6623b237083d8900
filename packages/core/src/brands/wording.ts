import type { BrandWording } from './types';

/** Interpolation values of a brand's wording, for texts such as '{{plan}} builder'. */
export type WordingValues = BrandWording & {
  /** `coach` and `coaches` with a capital first letter, for texts that start with them. */
  Coach: string;
  Coaches: string;
};

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The values every translated text may interpolate: `{{plan}}`, `{{groups}}`, `{{Coach}}`, ... */
export function wordingValues(wording: BrandWording): WordingValues {
  return { ...wording, Coach: capitalize(wording.coach), Coaches: capitalize(wording.coaches) };
}
