import { describe, expect, it } from 'vitest';
import { transformCoreForBrowser } from './core-for-browser';

const API = '/repo/packages/core/src/api/notes.ts';
const DOMAIN = '/repo/packages/core/src/domain/notes.ts';

const transform = (source: string, id = API) => transformCoreForBrowser(source, id).code;

describe('core as the browser bundle takes it', () => {
  it('leaves out the schemas of an endpoint’s params, query and body, and its summary', () => {
    const source = [
      'const notes = endpoint({',
      "  method: 'POST',",
      "  path: '/api/notes/:id',",
      "  summary: 'Saves a note.',",
      '  params: zIdParams,',
      '  query: z.object({ page: z.number() }),',
      '  body,',
      '  answer: json("TNote"),',
      '});',
    ].join('\n');
    const code = transform(source);
    expect(code).toContain('params: undefined,');
    expect(code).toContain('query: undefined,');
    expect(code).toContain('body: undefined,');
    expect(code).toContain('summary: undefined,');
    expect(code).not.toMatch(/zIdParams|z\.object/);
    expect(code).toContain("path: '/api/notes/:id'");
  });

  it('leaves out the schema of an answer and keeps its name', () => {
    const code = transform("const answer = jsonOf(ZNote, 'TNote');");
    expect(code).toContain("jsonOf(undefined, 'TNote')");
  });

  it('keeps the schemas of modules that are not endpoint definitions', () => {
    const source = "const form = endpoint({ body: ZNote, path: '/x' });";
    expect(transform(source, DOMAIN)).toContain('body: ZNote');
  });

  it('marks the calls of a top-level declaration pure, once for a chain', () => {
    const code = transform('export const zName = z.string().min(1);', DOMAIN);
    expect(code).toBe('export const zName = /* @__PURE__ */ z.string().min(1);');
  });

  it('marks calls nested in a declaration’s literals, not those inside functions', () => {
    const source = 'const limits = { a: z.string(), check: () => run() };';
    expect(transform(source, DOMAIN)).toBe(
      'const limits = { a: /* @__PURE__ */ z.string(), check: () => run() };',
    );
  });

  it('leaves top-level statements that are not declarations as they are', () => {
    expect(transform('register(thing);', DOMAIN)).toBe('register(thing);');
  });
});
