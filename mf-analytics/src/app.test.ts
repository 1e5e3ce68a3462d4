import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-analytics app', () => {
  it('has a page for every catalogue route of mf-analytics and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-analytics')
        .map((r) => r.key)
        .sort(),
    );
  });
});
