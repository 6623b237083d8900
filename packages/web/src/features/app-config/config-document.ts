import { zAppConfigDocument, type TAppConfigDocument } from '@portal/core';

export type DocumentProblem = { path: string; message: string };

/** A typed or imported text read as a configuration document, or the problems that stop it. */
export type ReadDocument =
  | { ok: true; document: TAppConfigDocument }
  | { ok: false; notJson: boolean; problems: DocumentProblem[] };

/** Reads JSON text and checks it whole against core's document schema (as the server will). */
export function readDocument(text: string): ReadDocument {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, notJson: true, problems: [{ path: '', message }] };
  }
  const result = zAppConfigDocument.safeParse(parsed);
  if (result.success) return { ok: true, document: result.data };
  return {
    ok: false,
    notJson: false,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** The document as the editor shows it and a file holds it: two-space JSON. */
export const documentText = (document: TAppConfigDocument): string =>
  `${JSON.stringify(document, null, 2)}\n`;
