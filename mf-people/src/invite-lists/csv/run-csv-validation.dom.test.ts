import { fakeCsvWorkers } from '../testing/fake-csv-worker';
import { runCsvValidation } from './run-csv-validation';
import type { CsvWorkerMessage } from './worker-protocol';
import { INVITE_CSV_COLUMNS } from '@console/people-contract';

jest.mock('./create-csv-worker', () => jest.requireActual('../testing/fake-csv-worker'));

const file = new File(
  [`${INVITE_CSV_COLUMNS.join(',')}\nada@example.com,,,,,,\nbad,,,,,,\n`],
  'g.csv',
);

/** Runs a check to its end; resolves with every message received. */
function run(): Promise<CsvWorkerMessage[]> {
  return new Promise((resolve) => {
    const messages: CsvWorkerMessage[] = [];
    runCsvValidation(file, (message) => {
      messages.push(message);
      if (message.type !== 'batch') resolve(messages);
    });
  });
}

const verdict = (messages: CsvWorkerMessage[]) => messages.at(-1);

describe('runCsvValidation', () => {
  beforeEach(() => fakeCsvWorkers.reset());

  it('checks in a worker: batches, then the verdict', async () => {
    const messages = await run();
    expect(fakeCsvWorkers.created).toBe(1);
    expect(messages[0]?.type).toBe('batch');
    expect(verdict(messages)).toEqual({
      type: 'done',
      summary: expect.objectContaining({ dataRows: 2, validRows: 1, invalidRows: 1 }),
    });
  });

  it('checks on the page when no worker can be constructed', async () => {
    fakeCsvWorkers.refuse = true;
    const messages = await run();
    expect(fakeCsvWorkers.created).toBe(0);
    expect(verdict(messages)).toMatchObject({ type: 'done', summary: { validRows: 1 } });
  });

  it('checks on the page when the worker fails before answering (a blocked script)', async () => {
    fakeCsvWorkers.failToLoad = true;
    const messages = await run();
    expect(fakeCsvWorkers.created).toBe(1);
    expect(verdict(messages)).toMatchObject({ type: 'done', summary: { validRows: 1 } });
  });

  it('sends nothing once cancelled', async () => {
    const onMessage = jest.fn();
    const cancel = runCsvValidation(file, onMessage);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onMessage).not.toHaveBeenCalled();
  });
});
