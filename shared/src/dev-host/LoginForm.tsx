import type { FormEvent } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import {
  loginFormSchema,
  MESSAGES,
  SessionResponseSchema,
  type LoginFormValues,
  type SessionResponse,
} from '@console/shared/contract';
import { ApiError, apiRequest } from '@console/shared/react';
import { Button, errorText } from '@console/shared/ui';
import styles from './DevHost.module.css';

const DEMO_ORGANIZER: LoginFormValues = { email: 'organizer@demo.events', password: 'organizer' };

/**
 * The dev host's tiny login against the real API (through the dev server's /api proxy): formik
 * with the login form's yup schema behind the browser's own required and email checks.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: SessionResponse) => void }) {
  const logIn = async (values: LoginFormValues, helpers: FormikHelpers<LoginFormValues>) => {
    try {
      onLoggedIn(
        await apiRequest(SessionResponseSchema, '/auth/login', {
          method: 'POST',
          body: values,
        }),
      );
    } catch (cause) {
      helpers.setStatus(
        cause instanceof ApiError && cause.status === 401
          ? MESSAGES.invalidCredentials
          : errorText(cause),
      );
    }
  };
  const formik = useFormik<LoginFormValues>({
    initialValues: DEMO_ORGANIZER,
    validationSchema: loginFormSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: logIn,
  });
  const error =
    (typeof formik.status === 'string' ? formik.status : null) ??
    formik.errors.email ??
    formik.errors.password ??
    null;
  const pending = formik.isSubmitting;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    formik.setStatus(undefined);
    formik.handleSubmit(event);
  };

  return (
    <div className={styles.login}>
      <form className={styles.form} onSubmit={submit}>
        <h1>Log in to the dev host</h1>
        <label>
          Email
          <input
            type="email"
            name="email"
            value={formik.values.email}
            autoComplete="username"
            onChange={formik.handleChange}
            required
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            value={formik.values.password}
            autoComplete="current-password"
            onChange={formik.handleChange}
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
