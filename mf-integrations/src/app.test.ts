import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-integrations app', () => {
  it('has a page for every catalogue route of mf-integrations and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-integrations')
        .map((r) => r.key)
        .sort(),
    );
  });
});
