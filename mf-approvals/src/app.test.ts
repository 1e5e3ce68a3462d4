import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-approvals app', () => {
  it('has a page for every catalogue route of mf-approvals and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-approvals')
        .map((r) => r.key)
        .sort(),
    );
  });
});
