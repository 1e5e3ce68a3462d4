import { useFormik } from 'formik';
import { Button, TextField } from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { SlideOut } from '@console/shared/ui/dialog';
import styles from '../Integrations.module.css';
import {
  connectionErrors,
  connectionUpdate,
  initialConnectionForm,
  type ConnectionErrors,
  type ConnectionForm,
} from './connection-form';
import { useUpdateOrganizationIntegration } from './use-organization-integrations';
import { ORGANIZATION_WORDS as WORDS } from './words';
import {
  connectionFormSchema,
  dropsApiToken,
  type OrganizationIntegration,
} from '@console/integrations-contract';

export interface ConnectionSettingsPanelProps {
  integration: OrganizationIntegration;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The CRM connection of one integration: its base URL and a write-only API token (the stored
 * token is never shown; the field stays empty and says whether one is set, or that a base URL on
 * another address will drop it, as the API does). Mounted while open, so it starts from the saved
 * settings each time. Formik holds what is typed; the contract's yup schema checks it on Save with
 * the API's messages, and a refusal of the server shows the same way.
 */
export function ConnectionSettingsPanel({
  integration,
  onClose,
  onSaved,
}: ConnectionSettingsPanelProps) {
  const { connection } = integration;
  const save = useUpdateOrganizationIntegration(integration.integrationType);
  const formik = useFormik<ConnectionForm>({
    initialValues: initialConnectionForm(connection),
    validationSchema: connectionFormSchema(connection.baseUrl),
    // Checked on Save, as the server checked it: a message stays until the fields are edited.
    validateOnChange: false,
    validateOnBlur: false,
    // Synchronous: the mutation's isPending says the save is under way from here on.
    onSubmit: (values, helpers) => {
      helpers.setSubmitting(false);
      const changes = connectionUpdate(values, connection);
      if (!changes) return;
      save.mutate(changes, {
        onSuccess: () => {
          onSaved();
          onClose();
        },
      });
    },
  });
  const form = formik.values;
  const update = connectionUpdate(form, connection);
  const tokenNote = !connection.hasApiToken
    ? WORDS.tokenMissing
    : update && dropsApiToken(connection.baseUrl, update)
      ? WORDS.tokenDropped
      : WORDS.tokenIsSet;
  const errors: ConnectionErrors = save.isError ? connectionErrors(save.error) : formik.errors;

  const edit = (patch: Partial<ConnectionForm>) => {
    void formik.setValues((current) => ({ ...current, ...patch }), false);
    formik.setErrors({});
    if (save.isError) save.reset();
  };

  const submit = () => {
    if (!update || save.isPending || formik.isSubmitting) return;
    void formik.submitForm();
  };

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={WORDS.panelTitle(integration.name)}
      isDismissable={!save.isPending}
      actions={
        <>
          <Button variant="secondary" isDisabled={save.isPending} onPress={onClose}>
            {WORDS.cancel}
          </Button>
          <Button variant="primary" isDisabled={!update || save.isPending} onPress={submit}>
            {WORDS.save}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {errors.form ? <Banner tone="warning">{errors.form}</Banner> : null}
        <TextField
          label={WORDS.baseUrl}
          name="baseUrl"
          value={form.baseUrl}
          onChange={(baseUrl) => edit({ baseUrl })}
          placeholder="https://"
          autoComplete="url"
          errorMessage={errors.baseUrl}
          onSubmit={submit}
        />
        <TextField
          label={WORDS.apiToken}
          name="apiToken"
          type="password"
          value={form.apiToken}
          onChange={(apiToken) => edit({ apiToken })}
          autoComplete="new-password"
          description={tokenNote}
          errorMessage={errors.apiToken}
          onSubmit={submit}
        />
      </div>
    </SlideOut>
  );
}
