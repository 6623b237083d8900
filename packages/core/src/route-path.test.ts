import { describe, expect, it } from 'vitest';
import { matchRoutePath, parseRoutePath } from './route-path';

describe('parseRoutePath', () => {
  it('reads static, parameter, optional and splat segments', () => {
    expect(parseRoutePath('squrl/:code/*')).toEqual([
      { kind: 'static', value: 'squrl' },
      { kind: 'param', name: 'code', optional: false },
      { kind: 'splat' },
    ]);
    expect(parseRoutePath('plan/:idType?')[1]).toEqual({
      kind: 'param',
      name: 'idType',
      optional: true,
    });
  });

  it('reads the empty home path as no segments', () => {
    expect(parseRoutePath('')).toEqual([]);
  });

  it.each([
    ['/plan', 'a leading slash'],
    ['plan/', 'a trailing slash'],
    ['plan//id', 'an empty segment'],
    ['a/*/b', 'a splat before the end'],
    ['a/:x?/:y', 'a required parameter after an optional one'],
    ['a/:x?/b', 'a static segment after an optional one'],
    ['a/:x/:x', 'a repeated parameter'],
    ['a/{id}', "the spec's brace notation"],
    ['a/b c', 'a space'],
    ['a/:1x', 'a parameter name starting with a digit'],
  ])("rejects '%s' (%s)", (path) => {
    expect(() => parseRoutePath(path)).toThrow();
  });
});

describe('matchRoutePath', () => {
  it('matches the home page', () => {
    expect(matchRoutePath('/')?.route.name).toBe('home');
    expect(matchRoutePath('')?.route.name).toBe('home');
  });

  it('reads parameters, optional ones included', () => {
    expect(matchRoutePath('/plan/ua/123')).toMatchObject({
      route: { name: 'plan' },
      params: { idType: 'ua', id: '123' },
    });
    expect(matchRoutePath('/plan')?.params).toEqual({});
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoutePath('/resources/list')?.route.name).toBe('resourcesList');
    expect(matchRoutePath('/resources/abc')?.route.name).toBe('resourceGroup');
    expect(matchRoutePath('/survey/admin/releases')?.route.name).toBe('surveyAdmin');
    expect(matchRoutePath('/notes/admin')?.route.name).toBe('notesAdmin');
  });

  it('matches child routes with the parent parameters', () => {
    expect(matchRoutePath('/resources/rg1/view/c9')).toMatchObject({
      route: { name: 'resourceContentView' },
      params: { code: 'rg1', contentId: 'c9' },
    });
  });

  it('matches case-insensitively and keeps parameter values as sent', () => {
    expect(matchRoutePath('/PlanBuilder/Review/UA/AbC')).toMatchObject({
      route: { name: 'planBuilderReview' },
      params: { idType: 'UA', id: 'AbC' },
    });
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(matchRoutePath('/help/?x=1#top')?.route.name).toBe('help');
  });

  it('decodes parameters', () => {
    expect(matchRoutePath('/resources/search/team%20work')?.params).toEqual({
      searchTerms: 'team work',
    });
  });

  it('keeps an undecodable parameter as sent', () => {
    expect(matchRoutePath('/ci/%E0%A4%A')?.params).toEqual({ code: '%E0%A4%A' });
  });

  it('gives the splat the rest of the path', () => {
    expect(matchRoutePath('/squrl/abc/x/y')).toMatchObject({
      route: { name: 'shortUrl' },
      params: { code: 'abc', '*': 'x/y' },
    });
  });

  it('falls to the catch-all for unknown paths', () => {
    expect(matchRoutePath('/no/such/page')).toMatchObject({
      route: { name: 'notFound' },
      params: { '*': 'no/such/page' },
    });
  });

  it('refuses too many segments for a route without a splat', () => {
    expect(matchRoutePath('/help/extra')?.route.name).toBe('notFound');
  });

  it('answers null when no route matches and there is no catch-all', () => {
    expect(matchRoutePath('/x', [])).toBeNull();
  });
});
