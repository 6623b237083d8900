import { describe, expect, it } from 'vitest';
import { PAGE_DATA } from './page-data';
import { PAGE_CODE } from './pages';

describe('pages whose data is asked for ahead', () => {
  it('names only pages that exist, so a renamed route does not lose its prefetch unnoticed', () => {
    for (const name of Object.keys(PAGE_DATA)) expect(PAGE_CODE).toHaveProperty(name);
  });

  it('loads a module that asks for the data of each', async () => {
    for (const load of Object.values(PAGE_DATA)) {
      expect(typeof (await load()).prefetchPageData).toBe('function');
    }
  });
});
