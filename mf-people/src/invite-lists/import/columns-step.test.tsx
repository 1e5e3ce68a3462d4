import { fireEvent, screen, within } from '@testing-library/react';
import { FetchRouter } from '@console/shared/testing';
import { InviteListsTab } from '../tab/InviteListsTab';
import { fakeCsvWorkers } from '../testing/fake-csv-worker';
import { anImportStatus, COMMUNICATIONS, csvFile, inviteCsv } from '../testing/fixtures';
import { fileInput, nativeSelect, paths, renderInviteLists, reply } from '../testing/render';
import {
  INVITE_CSV_COLUMNS,
  PEOPLE_EXTRA_MESSAGES,
  PEOPLE_MESSAGES,
} from '@console/people-contract';

jest.mock('../csv/create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const S3 = 'invite-files://columns';

function flowApi() {
  return new FetchRouter()
    .on('GET', paths.lists, { inviteLists: [] })
    .on('GET', paths.nameAvailable, { available: true, message: null })
    .on('GET', paths.communications, { communications: COMMUNICATIONS })
    .on('POST', paths.files, { s3FileUrl: S3, fileName: 'guests.csv' })
    .on('POST', paths.imports, reply({ status: 202, body: {} }))
    .on('GET', paths.imports, anImportStatus({ s3FileUrl: S3 }));
}

/** Opens Create invite list, names it and chooses a file (text, or bytes as saved by Excel). */
async function chooseFile(content: string | Uint8Array<ArrayBuffer>) {
  const api = flowApi();
  const rendered = renderInviteLists(<InviteListsTab />, {
    path: 'people/audiences',
    at: 'people/audiences?selectedTab=INVITE_LISTS',
    fetch: api,
  });
  const { user } = rendered;
  await user.click(screen.getByRole('button', { name: 'Create invite list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create invite list' });
  await user.type(within(dialog).getByRole('textbox', { name: /Audience name/ }), 'Guests');
  await user.upload(
    fileInput(),
    typeof content === 'string' ? csvFile(content) : new File([content], 'excel.csv'),
  );
  const next = () => user.click(within(dialog).getByRole('button', { name: 'Next' }));
  /** The focused element is in the drawer, and is the step's title when one is named. */
  const focusIsOn = (title?: string) => {
    const focused = document.activeElement as HTMLElement;
    expect(dialog).toContainElement(focused);
    if (title) expect(focused).toBe(within(dialog).getByRole('heading', { name: title }));
  };
  return { ...rendered, api, dialog, next, focusIsOn };
}

/** The value of the select of file column `index`: an invitee column or 'ignore'. */
const choice = (index: number) => nativeSelect(`column-${index}`).value;
const choose = (index: number, value: string) =>
  fireEvent.change(nativeSelect(`column-${index}`), { target: { value } });

const utf8 = (text: string) => Array.from(new TextEncoder().encode(text));

describe('the columns step of an import', () => {
  beforeEach(() => fakeCsvWorkers.reset());

  it('prefills a select per file column from its header, and sends the mapping shown', async () => {
    const { dialog, next, user, api } = await chooseFile(
      'First Name,Last Name,E-mail,Notes,Mobile\nAda,Lovelace,ada@example.com,VIP,+1 415 555 2671\n',
    );
    await within(dialog).findByText('Read as UTF-8, columns separated by commas.');
    await next();
    expect(await within(dialog).findByText('1 row ready to import.')).toBeInTheDocument();
    expect([0, 1, 2, 3, 4].map(choice)).toEqual([
      'firstName',
      'lastName',
      'email',
      'ignore',
      'phoneNumber',
    ]);
    expect(
      within(dialog)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-haspopup') === 'listbox'),
    ).toHaveLength(5);
    await next();
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    expect(api.callsTo('POST', paths.imports)[0]?.body).toMatchObject({
      columnMapping: ['firstName', 'lastName', 'email', null, 'phoneNumber'],
    });
  });

  it("keeps the spec's header message when no column can be read as email, and lets the organizer choose it", async () => {
    const { dialog, next, user, api } = await chooseFile('Contact,Who\nada@example.com,Ada\n');
    await within(dialog).findByText(/^Read as /);
    await next();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_MESSAGES.csvColumnsOrder,
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect([choice(0), choice(1)]).toEqual(['ignore', 'ignore']);

    choose(0, 'email');
    choose(1, 'firstName');
    expect(await within(dialog).findByText('1 row ready to import.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await next();
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    expect(api.callsTo('POST', paths.imports)[0]?.body).toMatchObject({
      columnMapping: ['email', 'firstName'],
    });
    expect(fakeCsvWorkers.created).toBe(3);
  });

  it('refuses a mapping without email or with a column chosen twice, naming it', async () => {
    const { dialog, next } = await chooseFile(inviteCsv('ada@example.com,Ada,,,,,'));
    await within(dialog).findByText(/^Read as /);
    await next();
    await within(dialog).findByText('1 row ready to import.');

    choose(0, 'ignore');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_EXTRA_MESSAGES.emailColumnRequired,
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    choose(0, 'email');
    choose(2, 'firstName');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_EXTRA_MESSAGES.columnChosenTwice('firstName'),
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads a Windows-1252 file separated by semicolons (European Excel) and says so', async () => {
    // "zoe@example.com;Zoë;Müller" as Excel's plain CSV saves it: ë and ü are one byte each.
    const bytes = Uint8Array.from([
      ...utf8('email;firstName;lastName\r\nzoe@example.com;Zo'),
      0xeb,
      ...utf8(';M'),
      0xfc,
      ...utf8('ller\r\n'),
    ]);
    const { dialog, next } = await chooseFile(bytes);
    const read = 'Read as Windows-1252 (Western European), columns separated by semicolons.';
    expect(await within(dialog).findByText(read)).toBeInTheDocument();
    await next();
    expect(await within(dialog).findByText('1 row ready to import.')).toBeInTheDocument();
    expect([0, 1, 2].map(choice)).toEqual(['email', 'firstName', 'lastName']);
  });

  it('refuses a file whose encoding cannot be read, saying to save it as UTF-8 CSV', async () => {
    const { dialog, api } = await chooseFile(
      `${INVITE_CSV_COLUMNS.join(',')}\nzoe@example.com,Zo\ufffd,M\ufffdller,,,,\n`,
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PEOPLE_EXTRA_MESSAGES.csvEncodingUnreadable,
    );
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('POST', paths.files)).toHaveLength(0);
  });

  it('keeps the focus in the drawer at each step, on the title of the step it opens', async () => {
    const { dialog, next, user, focusIsOn } = await chooseFile(inviteCsv('ada@example.com,,,,,,'));
    await within(dialog).findByText(/^Read as /);
    await next();
    await within(dialog).findByText('1 row ready to import.');
    focusIsOn('Match the columns');
    await next();
    await within(dialog).findByRole('button', { name: 'Skip' });
    focusIsOn('Invitation emails');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    focusIsOn('Match the columns');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    focusIsOn('Choose the file');
    await next();
    focusIsOn('Match the columns');
    await next();
    await user.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await within(dialog).findByText(PEOPLE_MESSAGES.importInProgress);
    focusIsOn('Import');
  });
});
