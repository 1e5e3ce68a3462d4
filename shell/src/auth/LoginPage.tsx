import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LoginRequestSchema, MESSAGES, SessionResponseSchema } from '@console/shared/contract';
import { ApiError, apiRequest, queryKeys, setCsrfToken } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { safeNext, useSession } from './session';
import styles from '../shell.module.css';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const next = safeNext(params.get('next'));

  if (session.data) return <Navigate to={next} replace />;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const parsed = LoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field])
          errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const result = await apiRequest(SessionResponseSchema, '/auth/login', {
        method: 'POST',
        body: parsed.data,
      });
      setCsrfToken(result.csrfToken);
      queryClient.setQueryData(queryKeys.session(), result);
      void navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        setFormError(MESSAGES.invalidCredentials);
      else if (
        error instanceof ApiError &&
        error.field &&
        (error.field === 'email' || error.field === 'password')
      ) {
        setFieldErrors({ [error.field]: error.message });
      } else setFormError(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main id="main" className={styles.loginPage}>
      <form
        className={styles.loginForm}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title">Log in to the Organizer Console</h1>
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          errorMessage={fieldErrors.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={fieldErrors.password}
        />
        <Button type="submit" variant="primary" isDisabled={submitting}>
          {submitting ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </main>
  );
}
