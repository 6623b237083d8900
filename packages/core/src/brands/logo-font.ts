/**
 * Font stack of the wordmarks. Logos carry no font files (no external references), so the
 * wordmark uses the reader's sans-serif; `textLength` keeps its width whatever font is used.
 */
export const LOGO_FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
