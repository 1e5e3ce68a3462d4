import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-people app', () => {
  it('has a page for every catalogue route of mf-people and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-people')
        .map((r) => r.key)
        .sort(),
    );
  });
});
