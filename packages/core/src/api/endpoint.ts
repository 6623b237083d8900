import type { z } from 'zod';
import type { AccessRule } from '../access/rules';
import type { FeatureGate, FeatureName } from '../domain/features';

/**
 * Who may call an endpoint: a rule of core (known claims only; 'any' is any signed-in user),
 * 'anonymous', or 'apiKey' (the public variants that take the `api-key` header).
 */
export type EndpointAccess = AccessRule | 'anonymous' | 'apiKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

declare const answerType: unique symbol;

/**
 * A JSON answer. Most answers are typed in TypeScript only (no zod schema), so the type rides
 * along as a phantom and its name goes into the description.
 */
export type JsonAnswer<T> = {
  kind: 'json';
  typeName: string;
  schema?: z.ZodType;
  readonly [answerType]?: T;
};
/** A file (PDF, CSV, zip, an attachment) with its Content-Disposition name. */
export type FileAnswer = { kind: 'file' };
/** No body (204). */
export type EmptyAnswer = { kind: 'empty' };
/** Plain text (`text/plain; charset=utf-8`), for the spec's calls that answer a bare string. */
export type TextAnswer = { kind: 'text' };
export type Answer<T = unknown> = JsonAnswer<T> | FileAnswer | EmptyAnswer | TextAnswer;

/** A JSON answer of type `T`, named in the description (`json<TNote>('TNote')`). */
export const json = <T>(typeName: string): JsonAnswer<T> => ({ kind: 'json', typeName });

/** A JSON answer described by a zod schema of core. */
export const jsonOf = <S extends z.ZodType>(
  schema: S,
  typeName: string,
): JsonAnswer<z.output<S>> => ({
  kind: 'json',
  typeName,
  schema,
});

export const file: FileAnswer = { kind: 'file' };
export const empty: EmptyAnswer = { kind: 'empty' };
export const text: TextAnswer = { kind: 'text' };

/**
 * One /api endpoint: the single source of its method, path, access, inputs and answer. The
 * server registers its route from this, the web client calls it by this, and the OpenAPI
 * description is generated from it.
 */
export type Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Answer = Answer,
> = {
  method: HttpMethod;
  /** Fastify syntax: `/api/notes/:id`; an optional parameter ends in `?`. */
  path: `/api/${string}`;
  access: EndpointAccess;
  /** The flag (or every flag) the brand must have on. */
  feature?: FeatureGate;
  verifiedEmail?: boolean;
  /** One line for the reference. */
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
};

/** The loose form every concrete endpoint is assignable to, for lists and generic code. */
export type AnyEndpoint = Endpoint;

/** Declares an endpoint, keeping the exact types of its schemas. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends Answer = Answer,
>(definition: Endpoint<P, Q, B, A>): Endpoint<P, Q, B, A> {
  return definition;
}

/**
 * The endpoints of a capability one feature flag switches whole: each needs the flag on, unless it
 * names a flag of its own.
 */
export function gatedBy<T extends Readonly<Record<string, AnyEndpoint>>>(
  feature: FeatureName,
  endpoints: T,
): T {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, definition]) => [
      name,
      { ...definition, feature: definition.feature ?? feature },
    ]),
  ) as T;
}

type Part = 'params' | 'query' | 'body';
/** The declared schema of a part (never when the endpoint has none). */
type SchemaOf<E extends AnyEndpoint, K extends Part> = Exclude<E[K], undefined>;
type InputOf<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: each part the endpoint declares, typed by its schema's input. */
export type CallInput<E extends AnyEndpoint> = DefinedParts<{
  params: InputOf<SchemaOf<E, 'params'>>;
  query: InputOf<SchemaOf<E, 'query'>>;
  body: InputOf<SchemaOf<E, 'body'>>;
}>;

/** What a handler receives: each declared part, parsed (the schema's output). */
export type ParsedInput<E extends AnyEndpoint> = DefinedParts<{
  params: OutputOf<SchemaOf<E, 'params'>>;
  query: OutputOf<SchemaOf<E, 'query'>>;
  body: OutputOf<SchemaOf<E, 'body'>>;
}>;

type DefinedParts<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The answer's type for JSON and text answers; files are the transport's business. */
export type AnswerOf<E extends AnyEndpoint> =
  E['answer'] extends JsonAnswer<infer T>
    ? T
    : E['answer'] extends TextAnswer
      ? string
      : E['answer'] extends EmptyAnswer
        ? void
        : never;

/** The names of a path's parameters, in order: `/a/:id/:x?` gives ['id', 'x']. */
export function pathParameters(path: string): { name: string; optional: boolean }[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)].map((m) => ({
    name: m[1] ?? '',
    optional: m[2] === '?',
  }));
}

/**
 * The concrete path of a call: each parameter encoded; an optional one left out (with its
 * slash) when absent. A required one missing is a programming error.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_all, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`The call to ${path} needs the path parameter ${name}.`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
