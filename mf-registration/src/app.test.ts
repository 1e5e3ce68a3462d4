import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-registration app', () => {
  it('has a page for every catalogue route of mf-registration and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-registration')
        .map((r) => r.key)
        .sort(),
    );
  });
});
