import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  captureDownloads,
  downloadedText,
  type FakeRequest,
  FetchRouter,
} from '@console/shared/testing';
import { InviteListsTab } from '../tab/InviteListsTab';
import { fakeCsvWorkers } from '../testing/fake-csv-worker';
import { anImportStatus, COMMUNICATIONS, csvFile, inviteCsv } from '../testing/fixtures';
import {
  fileInput,
  nativeSelect,
  paths,
  recordFormData,
  renderInviteLists,
  reply,
} from '../testing/render';
import {
  AUDIENCE_LIST_API,
  INVITE_CSV_COLUMNS,
  INVITE_CSV_TEMPLATE,
  INVITE_LIST_TEMPLATE_FILE_NAME,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

jest.mock('../csv/create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const GOOD_CSV = inviteCsv(
  'ada@example.com,Ada,Lovelace,Speaker,Analytical,+14155552671,United States',
  'grace@example.com,Grace,Hopper,,,,',
);
const S3 = 'invite-files://abc';

/** The API of a create flow: no lists yet, two emails, an upload and an import that succeed. */
function flowApi() {
  return new FetchRouter()
    .on('GET', paths.lists, { inviteLists: [] })
    .on('GET', paths.nameAvailable, { available: true, message: null })
    .on('GET', paths.communications, { communications: COMMUNICATIONS })
    .on('POST', paths.files, { s3FileUrl: S3, fileName: 'guests.csv' })
    .on('POST', paths.imports, reply({ status: 202, body: {} }))
    .on('GET', paths.imports, anImportStatus({ s3FileUrl: S3 }));
}

async function openCreate(api = flowApi()) {
  const rendered = renderInviteLists(<InviteListsTab />, {
    path: 'people/audiences',
    at: 'people/audiences?selectedTab=INVITE_LISTS',
    fetch: api,
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Create invite list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create invite list' });
  return { ...rendered, dialog };
}

/** Name the list, choose the file and wait for the worker's verdict. */
async function fillFirstStep(
  user: Awaited<ReturnType<typeof openCreate>>['user'],
  name: string,
  csv = GOOD_CSV,
) {
  await user.type(screen.getByRole('textbox', { name: /Audience name/ }), name);
  await user.upload(fileInput(), csvFile(csv));
}

/** The first three bytes of a downloaded blob. */
function firstBytes(blob: Blob | undefined): Promise<number[]> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer, 0, 3)));
    reader.readAsArrayBuffer(blob ?? new Blob());
  });
}

/** Once the worker has read the file, on to the columns step. */
async function toColumns(
  user: Awaited<ReturnType<typeof openCreate>>['user'],
  dialog: HTMLElement,
) {
  await within(dialog).findByText(/^Read as /);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('heading', { name: 'Match the columns' });
}

describe('Create invite list', () => {
  beforeEach(() => fakeCsvWorkers.reset());

  it('requires a name and a file', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(PEOPLE_MESSAGES.required)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Audience name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PEOPLE_MESSAGES.pleaseUploadCsv);
  });

  it('limits the name to 50 and the description to 400 characters', async () => {
    const { user, dialog } = await openCreate();
    const name = within(dialog).getByRole('textbox', { name: /Audience name/ });
    await user.click(name);
    await user.paste('n'.repeat(51));
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('d'.repeat(401));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(PEOPLE_MESSAGES.audienceNameMax(50))).toBeVisible();
    expect(within(dialog).getByText(PEOPLE_MESSAGES.audienceDescriptionMax(400))).toBeVisible();
    await user.clear(name);
    await user.paste('n'.repeat(50));
    await waitFor(() =>
      expect(within(dialog).queryByText(PEOPLE_MESSAGES.audienceNameMax(50))).toBeNull(),
    );
  });

  it('downloads the sample CSV template', async () => {
    const downloads = captureDownloads();
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Download sample CSV' }));
    expect(downloads.map((d) => d.fileName)).toEqual([INVITE_LIST_TEMPLATE_FILE_NAME]);
    expect(await downloadedText(downloads)).toBe(INVITE_CSV_TEMPLATE);
    // A UTF-8 byte order mark first, so that Excel on Windows reads the file as UTF-8.
    expect(await firstBytes(downloads[0]?.blob)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('checks the file in the worker: a header naming no email column is refused before anything is sent', async () => {
    const { user, dialog, api } = await openCreate();
    await fillFirstStep(user, 'Partners', 'Contact,lastName,firstName\na@b.co,,');
    await toColumns(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.csvColumnsOrder,
    );
    expect(fakeCsvWorkers.created).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('POST', paths.files)).toHaveLength(0);
  });

  it('refuses a file with a header only', async () => {
    const { user, dialog } = await openCreate();
    await fillFirstStep(user, 'Partners', inviteCsv());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.pleaseUploadValidCsv,
    );
  });

  it('asks for at least one notification, or Skip, then uploads, imports and follows the job', async () => {
    const { user, dialog, api } = await openCreate();
    const sent = recordFormData();
    await fillFirstStep(user, '  Partners ');
    await toColumns(user, dialog);
    expect(await within(dialog).findByText('2 rows ready to import.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    const invitation = await within(dialog).findByRole('checkbox', { name: 'Invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.selectOneNotification,
    );
    expect(api.callsTo('POST', paths.files)).toHaveLength(0);

    await user.click(invitation);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress)).toBeInTheDocument();

    const upload = sent.get(paths.files)?.[0];
    expect((upload?.get('file') as File).name).toBe('guests.csv');
    const [start] = api.callsTo('POST', paths.imports);
    expect(start?.body).toEqual({
      s3FileUrl: S3,
      fileExtension: 'csv',
      columnMapping: [...INVITE_CSV_COLUMNS],
      communicationSettingIds: [11],
      audienceInviteListName: 'Partners',
      audienceInviteListDescription: '',
      idempotencyKey: expect.any(String),
    });
    expect(api.callsTo('GET', paths.imports)[0]?.url.searchParams.get('s3FileUrl')).toBe(S3);
  });

  it('skips the notification step', async () => {
    const { user, dialog, api } = await openCreate();
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    expect(api.callsTo('POST', paths.imports)[0]?.body).toMatchObject({
      communicationSettingIds: [],
    });
  });

  it('offers the ticket types when they can be read and sends the chosen one', async () => {
    const api = flowApi().on('GET', AUDIENCE_LIST_API.ticketTypes(42), {
      ticketTypes: [{ ticketTypeId: 5, name: 'VIP' }],
    });
    const { user, dialog } = await openCreate(api);
    await within(dialog).findByText('Ticket type (optional)');
    fireEvent.change(nativeSelect('ticketTypeId'), { target: { value: '5' } });
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    expect(api.callsTo('POST', paths.imports)[0]?.body).toMatchObject({ ticketTypeId: 5 });
  });

  it('shows a duplicate name found at creation (a race) on the name field, keeping the file, columns and emails', async () => {
    const api = flowApi().on('POST', paths.imports, (request: FakeRequest) =>
      (request.body as { audienceInviteListName: string }).audienceInviteListName === 'Partners'
        ? reply({
            status: 409,
            body: {
              code: 'DUPLICATE_NAME_REQUEST',
              message: 'taken',
              field: 'audienceInviteListName',
            },
          })
        : reply({ status: 202, body: {} }),
    );
    const { user, dialog } = await openCreate(api);
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Reminder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const name = await within(dialog).findByRole('textbox', { name: /Audience name/ });
    expect(within(dialog).getByText(PEOPLE_MESSAGES.audienceNameExists('Partners'))).toBeVisible();
    expect(name).toHaveValue('Partners');
    expect(within(dialog).getByText('guests.csv')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Read as UTF-8/)).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The same name cannot go on again.
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('heading', { name: 'Match the columns' })).toBeNull();

    await user.type(name, ' 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('2 rows ready to import.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Reminder' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    const [first, second] = api.callsTo('POST', paths.imports);
    expect(api.callsTo('POST', paths.files)).toHaveLength(1);
    expect(second?.body).toMatchObject({
      audienceInviteListName: 'Partners 2026',
      columnMapping: [...INVITE_CSV_COLUMNS],
      communicationSettingIds: [12],
    });
    expect((second?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (first?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('says a taken name on the name field while it is typed, before the email step', async () => {
    const api = flowApi().on('GET', paths.nameAvailable, (request: FakeRequest) => {
      const name = request.url.searchParams.get('name') ?? '';
      return name.toLowerCase() === 'partners'
        ? { available: false, message: PEOPLE_MESSAGES.audienceNameExists(name) }
        : { available: true, message: null };
    });
    const { user, dialog } = await openCreate(api);
    await fillFirstStep(user, 'Partners');
    const name = within(dialog).getByRole('textbox', { name: /Audience name/ });
    expect(
      await within(dialog).findByText(PEOPLE_MESSAGES.audienceNameExists('Partners')),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Asked once the typing stopped, not once a key.
    expect(
      api.callsTo('GET', paths.nameAvailable).map((c) => c.url.searchParams.get('name')),
    ).toEqual(['Partners']);
    await within(dialog).findByText(/^Read as /);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('heading', { name: 'Match the columns' })).toBeNull();

    await user.type(name, ' 2026');
    await waitFor(() =>
      expect(within(dialog).queryByText(PEOPLE_MESSAGES.audienceNameExists('Partners'))).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('heading', { name: 'Match the columns' })).toBeVisible();
  });

  it("says 'Upload failed' when the upload fails, keeps the values, and retries the same submit with the same key", async () => {
    let importFails = true;
    const api = flowApi().on('POST', paths.imports, () =>
      importFails
        ? reply({ status: 503, body: { code: 'UNAVAILABLE', message: 'down' } })
        : reply({ status: 202, body: {} }),
    );
    const { user, dialog, notify } = await openCreate(api);
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Reminder' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.uploadFailed,
    );
    expect(notify).toHaveBeenCalledWith(
      PEOPLE_MESSAGES.uploadFailed,
      expect.objectContaining({ tone: 'error' }),
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Reminder' })).toBeChecked();

    importFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    const [first, second] = api.callsTo('POST', paths.imports);
    expect(api.callsTo('POST', paths.files)).toHaveLength(1);
    expect(second?.body).toEqual(first?.body);
  });

  it("says 'Upload failed' when the file upload itself fails", async () => {
    const api = flowApi().on(
      'POST',
      paths.files,
      reply({ status: 413, body: { code: 'TOO_LARGE', message: 'too large' } }),
    );
    const { user, dialog } = await openCreate(api);
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.uploadFailed,
    );
    expect(api.callsTo('POST', paths.imports)).toHaveLength(0);
  });

  it("says what the event's uploads use and how to make room when its storage is full", async () => {
    const full =
      "This event's uploaded files use 499.5 MiB of its 500 MiB, so this file (1.2 KiB) does not fit. Delete invite lists you no longer need (their uploaded files go with them), or wait: uploaded files are deleted after 30 days.";
    const api = flowApi().on(
      'POST',
      paths.files,
      reply({ status: 413, body: { code: 'UPLOAD_STORAGE_FULL', message: full, field: 'file' } }),
    );
    const { user, dialog, notify } = await openCreate(api);
    await fillFirstStep(user, 'Partners');
    await toColumns(user, dialog);
    await within(dialog).findByText('2 rows ready to import.');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.uploadFailed,
    );
    expect(notify).toHaveBeenCalledWith(full, expect.objectContaining({ tone: 'error' }));
    expect(api.callsTo('POST', paths.imports)).toHaveLength(0);
  });
});
