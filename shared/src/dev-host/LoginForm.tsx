import { useState, type FormEvent } from 'react';
import { MESSAGES, SessionResponseSchema, type SessionResponse } from '@console/shared/contract';
import { ApiError, apiRequest } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import styles from './DevHost.module.css';

/** The dev host's tiny login against the real API (through the dev server's /api proxy). */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: SessionResponse) => void }) {
  const [email, setEmail] = useState('organizer@demo.events');
  const [password, setPassword] = useState('organizer');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      onLoggedIn(
        await apiRequest(SessionResponseSchema, '/auth/login', {
          method: 'POST',
          body: { email, password },
        }),
      );
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 401
          ? MESSAGES.invalidCredentials
          : String(cause instanceof Error ? cause.message : cause),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.login}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <h1>Log in to the dev host</h1>
        <label>
          Email
          <input
            type="email"
            value={email}
            autoComplete="username"
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <label>
          Password
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" isDisabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}
