import { screen, waitFor, within } from '@testing-library/react';
import {
  COMMUNICATION_MESSAGES as M,
  EMAIL_DEFAULTS,
  EMAIL_KIND_DESCRIPTIONS,
} from '@console/event-setup-contract';
import { aTemplate, defaultEmails, PREVIEW_REGISTRANT } from '../testing/fixtures';
import {
  api,
  communicationApi,
  renderCommunicationPage,
  reply,
  TEST_USER_EMAIL,
} from '../testing/render';

const approvalSwitch = () => screen.getByRole('switch', { name: 'Approval email' });

async function openEditor(label = 'Edit approval email', options = {}) {
  const view = renderCommunicationPage('standard', options);
  await view.user.click(await screen.findByRole('button', { name: label }));
  const panel = await screen.findByRole('dialog', { name: /approval email/i });
  return { ...view, panel };
}

describe('StandardEmailsPage', () => {
  it('lists the automatic emails with their switch, when each is sent and its subject', async () => {
    renderCommunicationPage('standard');
    expect(screen.getByRole('heading', { level: 1, name: 'Standard emails' })).toBeVisible();
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
    expect(approvalSwitch()).toBeChecked();
    expect(approvalSwitch()).toHaveAccessibleDescription(EMAIL_KIND_DESCRIPTIONS.APPROVAL_APPROVED);
    expect(screen.getByRole('switch', { name: 'Standard invitation email' })).not.toBeChecked();
    expect(
      screen.getByText(`Subject: ${EMAIL_DEFAULTS.REGISTRATION_CONFIRMATION.subject}`),
    ).toBeVisible();
  });

  it('turns an email off at once and says so', async () => {
    const { user, api: fake, notify } = renderCommunicationPage('standard');
    await user.click(await screen.findByRole('switch', { name: 'Approval email' }));
    await waitFor(() => expect(approvalSwitch()).not.toBeChecked());
    expect(fake.callsTo('PATCH', api.email('APPROVAL_APPROVED')).map((c) => c.body)).toEqual([
      { enabled: false },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'Approval email turned off',
      expect.objectContaining({ tone: 'success' }),
    );
  });

  it('opened from the approve-email-off dialog, points at the approval email to turn it back on', async () => {
    const fetch = communicationApi({
      emails: defaultEmails({ APPROVAL_APPROVED: { enabled: false } }),
    });
    const { user } = renderCommunicationPage('standard', {
      fetch,
      search: '?email=APPROVAL_APPROVED',
    });
    expect(
      await screen.findByText(
        'The approval email is off, so none is sent. Turn it on below to send it again.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(approvalSwitch()).toHaveFocus());
    expect(approvalSwitch().closest('li')).toHaveAttribute('aria-current', 'true');
    await user.click(approvalSwitch());
    await waitFor(() => expect(approvalSwitch()).toBeChecked());
    expect(fetch.callsTo('PATCH', api.email('APPROVAL_APPROVED')).map((c) => c.body)).toEqual([
      { enabled: true },
    ]);
    await waitFor(() =>
      expect(screen.queryByText(/The approval email is off/)).not.toBeInTheDocument(),
    );
  });

  it('edits the text with placeholders at the cursor, previews it, sends a test and saves it', async () => {
    const { user, panel, api: fake, notify } = await openEditor();
    const subject = within(panel).getByRole('textbox', { name: /^Subject/ });
    const body = within(panel).getByRole('textbox', { name: 'Text' });
    await user.clear(subject);
    await user.type(subject, 'Welcome ');
    await user.click(within(panel).getByRole('button', { name: 'Insert {firstName}' }));
    expect(subject).toHaveValue('Welcome {firstName}');
    await user.clear(body);
    await user.click(body);
    await user.paste('<script>x()</script> see ');
    await user.click(within(panel).getByRole('button', { name: 'Insert {continueLink}' }));
    expect(body).toHaveValue('<script>x()</script> see {continueLink}');

    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    const preview = await within(panel).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(
      `Filled in with the data of ${PREVIEW_REGISTRANT.name} (${PREVIEW_REGISTRANT.email}).`,
    );
    expect(within(preview).getByText(`Welcome ${PREVIEW_REGISTRANT.firstName}`)).toBeVisible();
    expect(within(preview).getByText(/<script>x\(\)<\/script> see https:/)).toBeVisible();
    expect(within(preview).getByTitle('HTML version').getAttribute('srcdoc')).toContain(
      '&lt;script&gt;x()&lt;/script&gt; see https://register.example.com/continue',
    );
    expect(fake.callsTo('POST', api.preview('APPROVAL_APPROVED'))[0]?.body).toEqual({
      subject: 'Welcome {firstName}',
      body: '<script>x()</script> see {continueLink}',
    });

    await user.click(within(panel).getByRole('button', { name: 'Send me a test' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        `Test email sent to ${TEST_USER_EMAIL}`,
        expect.objectContaining({ tone: 'success' }),
      ),
    );

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PATCH', api.email('APPROVAL_APPROVED')).map((c) => c.body)).toEqual([
      { subject: 'Welcome {firstName}', body: '<script>x()</script> see {continueLink}' },
    ]);
    expect(notify).toHaveBeenCalledWith(
      'Approval email saved',
      expect.objectContaining({ tone: 'success' }),
    );
    expect(await screen.findByText('Subject: Welcome {firstName}')).toBeVisible();
    expect(screen.getByText('Edited')).toBeVisible();
  });

  it('refuses a placeholder the email cannot fill before sending anything', async () => {
    const { user, api: fake } = renderCommunicationPage('standard');
    await user.click(await screen.findByRole('button', { name: 'Edit rejection email' }));
    const panel = await screen.findByRole('dialog', { name: 'Edit the rejection email' });
    const body = within(panel).getByRole('textbox', { name: 'Text' });
    await user.clear(body);
    await user.click(body);
    await user.paste('Sorry {lastName}, see {continueLink}');
    // The rejection has no continue link: no such button.
    expect(within(panel).queryByRole('button', { name: 'Insert {continueLink}' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    const message = M.placeholdersNotAllowed(
      ['{lastName}', '{continueLink}'],
      ['firstName', 'event'],
    );
    expect(await within(panel).findByText(message)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('starts the draft from a saved template or the default text', async () => {
    const fetch = communicationApi({ templates: [aTemplate()] });
    const { user, panel } = await openEditor('Edit approval email', { fetch });
    await user.click(within(panel).getByRole('button', { name: 'Use a saved template' }));
    const choices = await screen.findByRole('dialog', { name: 'Use a saved template' });
    await user.click(await within(choices).findByRole('button', { name: 'Use Last call' }));
    const subject = within(panel).getByRole('textbox', { name: /^Subject/ });
    expect(subject).toHaveValue('Last call: {event}');
    expect(within(panel).getByRole('textbox', { name: 'Text' })).toHaveValue(
      'Hi {firstName}, finish here: {continueLink}',
    );
    await user.click(within(panel).getByRole('button', { name: 'Use the default text' }));
    expect(subject).toHaveValue(EMAIL_DEFAULTS.APPROVAL_APPROVED.subject);
  });

  it('asks before dropping unsaved changes on Cancel', async () => {
    const { user, panel, api: fake } = await openEditor();
    await user.type(within(panel).getByRole('textbox', { name: /^Subject/ }), '!');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(panel).getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      `${EMAIL_DEFAULTS.APPROVAL_APPROVED.subject}!`,
    );
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PATCH', api.email('APPROVAL_APPROVED'))).toEqual([]);
  });

  it('shows a read-only user the emails and their text without any control', async () => {
    const { user } = renderCommunicationPage('standard', { context: { readOnly: true } });
    await user.click(await screen.findByRole('button', { name: 'View approval email' }));
    const panel = await screen.findByRole('dialog', { name: 'The approval email' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^Subject/ })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Send me a test' })).toBeNull();
  });

  it('says what failed and offers Retry when the emails cannot be read', async () => {
    let fail = true;
    const fetch = communicationApi().on('GET', api.emails, () =>
      fail
        ? reply({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } })
        : { emails: defaultEmails() },
    );
    const { user } = renderCommunicationPage('standard', { fetch });
    expect(await screen.findByText('This page could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
  });
});
