import { routesOf } from '@console/shared/contract';
import app from './app';

describe('mf-event-setup app', () => {
  it('has a page for every catalogue route of mf-event-setup and nothing else', () => {
    expect(Object.keys(app.pages).sort()).toEqual(
      routesOf('mf-event-setup')
        .map((r) => r.key)
        .sort(),
    );
  });
});
