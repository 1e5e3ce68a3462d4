import type { FormEvent } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_API,
  LoginRequestSchema,
  loginFormSchema,
  MESSAGES,
  SessionResponseSchema,
  type LoginFormValues,
} from '@console/shared/contract';
import { ApiError, apiRequest, queryKeys, setCsrfToken } from '@console/shared/react';
import { Button, errorText, TextField } from '@console/shared/ui';
import { useDocumentTitle } from '../pages/document-title';
import { safeNext, useSession } from './session';
import styles from '../shell.module.css';

const INITIAL: LoginFormValues = { email: '', password: '' };

const isLoginField = (field: string | undefined): field is keyof LoginFormValues =>
  field === 'email' || field === 'password';

/**
 * The login form: formik with the platform contract's yup schema, checked on Log in only (a
 * message stays until the next attempt); a refusal of the server goes under the field it names,
 * or above the form (formik's status).
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const next = safeNext(params.get('next'));

  const logIn = async (values: LoginFormValues, helpers: FormikHelpers<LoginFormValues>) => {
    try {
      const result = await apiRequest(SessionResponseSchema, AUTH_API.login, {
        method: 'POST',
        body: LoginRequestSchema.parse(values),
      });
      setCsrfToken(result.csrfToken);
      queryClient.setQueryData(queryKeys.session(), result);
      void navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        helpers.setStatus(MESSAGES.invalidCredentials);
      else if (error instanceof ApiError && isLoginField(error.field))
        helpers.setFieldError(error.field, error.message);
      else helpers.setStatus(errorText(error));
    }
  };
  const formik = useFormik<LoginFormValues>({
    initialValues: INITIAL,
    validationSchema: loginFormSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: logIn,
  });
  const formError = typeof formik.status === 'string' ? formik.status : null;
  useDocumentTitle('Log in');

  if (session.data) return <Navigate to={next} replace />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    formik.setStatus(undefined);
    formik.handleSubmit(e);
  };

  return (
    <main id="main" className={styles.loginPage}>
      <form className={styles.loginForm} onSubmit={submit} noValidate aria-labelledby="login-title">
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
          value={formik.values.email}
          onChange={(email) => void formik.setFieldValue('email', email)}
          errorMessage={formik.errors.email}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={formik.values.password}
          onChange={(password) => void formik.setFieldValue('password', password)}
          errorMessage={formik.errors.password}
        />
        <Button type="submit" variant="primary" isDisabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </main>
  );
}
