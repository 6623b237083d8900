/**
 * What an editor may put in a page text's presentation fields (`style`, `imgStyle`, `class`,
 * `backgroundColor`, `textColor`, `imgWidth`): declarations of allow-listed properties whose
 * values cannot load anything, run script or leave their element.
 */
export const PAGE_STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'border',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'opacity',
  'object-fit',
  'display',
  'vertical-align',
] as const;

const PROPERTIES: ReadonlySet<string> = new Set(PAGE_STYLE_PROPERTIES);

/** A value of plain words, numbers, units, colours and rgb()/hsl() calls only. */
const SAFE_VALUE =
  /^(?:[#\w.%-]+|(?:rgba?|hsla?)\([\d\s.,%/]+\))(?:\s+(?:[#\w.%-]+|(?:rgba?|hsla?)\([\d\s.,%/]+\)))*$/;
/** Words that load or run something, even inside an allowed value. */
const FORBIDDEN = /url|expression|javascript|import|behavior|binding/i;

/** A declaration's property and value when both are allowed; null otherwise. */
function safeDeclaration(declaration: string): [string, string] | null {
  const colon = declaration.indexOf(':');
  if (colon < 1) return null;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration
    .slice(colon + 1)
    .trim()
    .replace(/\s*!important$/i, '');
  return PROPERTIES.has(property) && SAFE_VALUE.test(value) && !FORBIDDEN.test(value)
    ? [property, value]
    : null;
}

const declarationsOf = (style: string) =>
  style
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** `prop: value; prop: value` with allow-listed properties and safe values (empty is safe). */
export function isSafeStyle(style: string): boolean {
  return declarationsOf(style).every((declaration) => safeDeclaration(declaration) !== null);
}

/** The allowed declarations of a style, as [property, value] (what is not allowed is left out). */
export function styleDeclarations(style: string | undefined): [string, string][] {
  return declarationsOf(style ?? '').flatMap((declaration) => {
    const safe = safeDeclaration(declaration);
    return safe ? [safe] : [];
  });
}

/** Class names: letters, digits, hyphens and underscores, separated by spaces. */
export function isSafeClass(value: string): boolean {
  return /^\s*(?:-?[A-Za-z_][\w-]*\s*)*$/.test(value);
}

/** A colour: #rgb, #rrggbb(aa), a colour name, or rgb()/hsl(). */
export function isSafeColour(value: string): boolean {
  const text = value.trim();
  return (
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) ||
    /^[a-z]{3,30}$/i.test(text) ||
    /^(?:rgba?|hsla?)\([\d\s.,%/]+\)$/i.test(text)
  );
}

/** A width: a number with px, %, rem, em or vw, or a bare number (pixels). */
export function isSafeLength(value: string): boolean {
  return /^\s*\d{1,5}(?:\.\d+)?(?:px|%|rem|em|vw)?\s*$/.test(value);
}
