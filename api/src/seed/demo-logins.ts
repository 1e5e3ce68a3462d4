/** The fixed demo logins (passwords are deliberately public: demo data only). */
export interface DemoLogin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  description: string;
}

export const DEMO_LOGINS = [
  {
    email: 'organizer@demo.events',
    password: 'organizer',
    firstName: 'Olivia',
    lastName: 'Organizer',
    description: 'ORGANIZER with every permission on every event',
  },
  {
    email: 'approver@demo.events',
    password: 'approver',
    firstName: 'Avery',
    lastName: 'Approver',
    description: 'ORGANIZER on the virtual event only, PEOPLE_ATTENDEES_WRITE only',
  },
  {
    email: 'booth@demo.events',
    password: 'booth',
    firstName: 'Blake',
    lastName: 'Booth',
    description: 'SPONSOR owning a booth on the virtual event, no permissions',
  },
  {
    email: 'viewer@demo.events',
    password: 'viewer',
    firstName: 'Vic',
    lastName: 'Viewer',
    description: 'team member on every event with read permissions only',
  },
] as const satisfies readonly DemoLogin[];

export type DemoLoginKey = 'organizer' | 'approver' | 'booth' | 'viewer';

export function demoLogin(key: DemoLoginKey): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.password === key);
  if (!login) throw new Error(`Unknown demo login ${key}`);
  return login;
}
