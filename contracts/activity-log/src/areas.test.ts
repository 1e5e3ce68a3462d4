import { PERMISSIONS, READ_PERMISSIONS } from '@console/shared/contract';
import {
  ACTIVITY_AREAS,
  ACTIVITY_AREA_PERMISSIONS,
  ACTIVITY_LOG_PERMISSIONS,
  readableAreas,
} from './areas';

describe('readableAreas', () => {
  it.each([
    [[], []],
    [[...READ_PERMISSIONS], []],
    [['PEOPLE_ACCESS_CONTROL_WRITE'], ['ACCESS_CONTROL']],
    [['PEOPLE_ATTENDEES_WRITE'], ['APPROVALS', 'REGISTRANTS']],
    [['PEOPLE_AUDIENCE_GROUPS_WRITE'], ['AUDIENCE_GROUPS', 'CUSTOM_GROUPS']],
    [['REGISTRATION_FLOWS_WRITE'], ['REGISTRATION_FORM']],
    [['VIRTUAL_SETUP_LOBBY_WRITE'], ['SETTINGS']],
    [['COMMUNICATION_ALERTS_WRITE'], []],
    [[...PERMISSIONS], ACTIVITY_AREAS],
  ] as const)('%j reads %j', (held, areas) => {
    expect(readableAreas(held)).toEqual(areas);
  });

  it('maps every area to write permissions only, each of which opens the log', () => {
    for (const area of ACTIVITY_AREAS)
      for (const permission of ACTIVITY_AREA_PERMISSIONS[area])
        expect(ACTIVITY_LOG_PERMISSIONS).toContain(permission);
    expect(ACTIVITY_LOG_PERMISSIONS.some((p) => p.endsWith('_READ'))).toBe(false);
  });
});
