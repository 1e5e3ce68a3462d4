import { routeByKey, type EventType } from '@console/shared/contract';
import { shellPageTitle } from './page-title';

describe('shellPageTitle', () => {
  it.each<[string, EventType, boolean, string]>([
    ['registration.form', 'SERIES', true, 'Registration flow editor'],
    ['registration.form', 'SERIES', false, 'Form'],
    ['registration.form', 'EVENT', true, 'Form'],
    ['hub.info', 'HUB', false, 'Hub info'],
    ['hub.info', 'SERIES', false, 'Series info'],
    ['eventSetup.branding', 'EVENT', false, 'Branding'],
  ])('%s of a %s (flex-series %s) is titled %s', (key, type, flexSeries, title) => {
    expect(shellPageTitle(routeByKey(key), type, flexSeries)).toBe(title);
  });
});
