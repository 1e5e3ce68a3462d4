/**
 * The fixed demo logins (passwords are deliberately public: demo data only). The JSON file is
 * the one source: the start script prints it, the e2e tests log in with it.
 */
import logins from './demo-logins.json' with { type: 'json' };

export interface DemoLogin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  description: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = logins;

export type DemoLoginKey = 'organizer' | 'approver' | 'booth' | 'viewer';

export function demoLogin(key: DemoLoginKey): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.password === key);
  if (!login) throw new Error(`Unknown demo login ${key}`);
  return login;
}
