import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-access-control app', () => {
  it('has a page for every catalogue route of mf-access-control and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-access-control')
        .map((r) => r.key)
        .sort(),
    );
  });
});
