import { screen, within } from '@testing-library/react';
import { captureDownloads, downloadedText, FetchRouter, readBlob } from '@console/shared/testing';
import { InviteListsTab } from '../tab/InviteListsTab';
import { fakeCsvWorkers } from '../testing/fake-csv-worker';
import { anImportStatus, COMMUNICATIONS, csvFile, inviteCsv } from '../testing/fixtures';
import { fileInput, paths, recordFormData, renderInviteLists, reply } from '../testing/render';
import { INVITE_PROBLEMS_FILE_NAME } from './problems-csv';
import { PEOPLE_EXTRA_MESSAGES, PEOPLE_MESSAGES } from '@console/people-contract';

jest.mock('./create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const MIXED_CSV = inviteCsv(
  'ada@example.com,Ada,Lovelace,,,,',
  'not-an-email,Bad,Email,,,,',
  'grace@example.com,Grace,Hopper,,,12,Atlantis',
  'short@example.com,Too,Few',
  '',
);

function api() {
  return new FetchRouter()
    .on('GET', paths.lists, { inviteLists: [] })
    .on('GET', paths.communications, { communications: COMMUNICATIONS })
    .on('POST', paths.files, { s3FileUrl: 'invite-files://mixed', fileName: 'guests.csv' })
    .on('POST', paths.imports, reply({ status: 202, body: {} }))
    .on('GET', paths.imports, anImportStatus());
}

async function chooseFile(csv: string) {
  const rendered = renderInviteLists(<InviteListsTab />, {
    path: 'people/audiences',
    at: 'people/audiences?selectedTab=INVITE_LISTS',
    fetch: api(),
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Create invite list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create invite list' });
  await rendered.user.type(within(dialog).getByRole('textbox', { name: /Audience name/ }), 'Mixed');
  await rendered.user.upload(fileInput(), csvFile(csv));
  await toColumns(rendered.user, dialog);
  return { ...rendered, dialog };
}

/** Once the worker has read the file, on to the columns step, where the rows' verdict shows. */
async function toColumns(user: ReturnType<typeof renderInviteLists>['user'], dialog: HTMLElement) {
  await within(dialog).findByText(/^Read as /);
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('heading', { name: 'Match the columns' });
}

/** A row's cells in order (the first is its row header). */
const cellsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (c) => c.textContent);

describe('the CSV check before upload', () => {
  beforeEach(() => fakeCsvWorkers.reset());

  it('lists each row problem (row, column, problem) from the worker, before anything is sent', async () => {
    const { dialog, api: fake } = await chooseFile(MIXED_CSV);
    const table = await within(dialog).findByRole('grid', { name: 'Row problems' });
    expect(fakeCsvWorkers.created).toBe(1);
    const rows = within(table).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows).toEqual([
      ['3', 'email', PEOPLE_MESSAGES.invalidEmail],
      ['4', 'country', PEOPLE_EXTRA_MESSAGES.unknownCountry],
      ['4', 'phoneNumber', PEOPLE_EXTRA_MESSAGES.invalidPhoneValue('12')],
      ['5', 'Whole row', PEOPLE_EXTRA_MESSAGES.wrongColumnCount(3, 7)],
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '3 rows of 4 cannot be imported. You can import the 1 row without problems now',
    );
    expect(fake.callsTo('POST', paths.files)).toHaveLength(0);
  });

  it('downloads the problems as a CSV', async () => {
    const downloads = captureDownloads();
    const { user, dialog } = await chooseFile(MIXED_CSV);
    await user.click(await within(dialog).findByRole('button', { name: 'Download problems' }));
    expect(downloads[0]?.fileName).toBe(INVITE_PROBLEMS_FILE_NAME);
    expect(await downloadedText(downloads)).toBe(
      [
        'row,column,problem',
        `3,email,${PEOPLE_MESSAGES.invalidEmail}`,
        `4,country,${PEOPLE_EXTRA_MESSAGES.unknownCountry}`,
        `4,phoneNumber,${PEOPLE_MESSAGES.invalidPhone} “12”`,
        `5,row,${PEOPLE_EXTRA_MESSAGES.wrongColumnCount(3, 7)}`,
      ].join('\r\n'),
    );
  });

  it('imports just the valid rows: the original file goes, the server refuses the others', async () => {
    const { user, dialog, api: fake } = await chooseFile(MIXED_CSV);
    const sent = recordFormData();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Continue with 1 valid row' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    const file = sent.get(paths.files)?.[0]?.get('file') as File;
    expect(await readBlob(file)).toBe(MIXED_CSV);
    expect(fake.callsTo('POST', paths.imports)).toHaveLength(1);
  });

  it('cannot continue when no row is valid', async () => {
    const { dialog } = await chooseFile(inviteCsv('nope,,,,,,', 'also-nope,,,,,,'));
    await within(dialog).findByRole('grid', { name: 'Row problems' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Fix the file and choose it again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('checks on the page when the browser refuses the worker', async () => {
    fakeCsvWorkers.refuse = true;
    const { dialog } = await chooseFile(MIXED_CSV);
    expect(await within(dialog).findByRole('grid', { name: 'Row problems' })).toBeInTheDocument();
    expect(fakeCsvWorkers.created).toBe(0);
  });

  it('checks a new file when another is chosen', async () => {
    const { user, dialog } = await chooseFile(MIXED_CSV);
    await within(dialog).findByRole('grid', { name: 'Row problems' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.upload(fileInput(), csvFile(inviteCsv('ada@example.com,,,,,,'), 'fixed.csv'));
    await toColumns(user, dialog);
    expect(await within(dialog).findByText('1 row ready to import.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('grid', { name: 'Row problems' })).not.toBeInTheDocument();
    expect(fakeCsvWorkers.created).toBe(2);
  });
});
