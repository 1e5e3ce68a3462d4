import { mountDevHost } from '@console/shared/dev-host';
import app from '../app';

mountDevHost(app, { defaultRouteKey: 'venue.schedule' });
