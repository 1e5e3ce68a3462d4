import { screen } from '@testing-library/react';
import { PERMISSIONS, type EventType } from '@console/shared/contract';
import { anEvent, renderWithShell, testShellContext } from '@console/shared/testing';
import { DataTable } from '@console/shared/ui/data-table';
import { explainAccessColumn, useExplainAccessHref } from './explain-access';

const ROW = { registrationId: 77, name: 'Ada Lovelace' };

function Harness() {
  const href = useExplainAccessHref();
  return href ? (
    <DataTable
      aria-label="People"
      columns={[
        { id: 'name', header: 'Name', cell: (row: typeof ROW) => row.name },
        explainAccessColumn(href, (row: typeof ROW) => row.name),
      ]}
      rows={[ROW]}
      getRowId={(row) => row.registrationId}
    />
  ) : (
    <p>No link</p>
  );
}

function renderFor(type: EventType, withAccessControl = true) {
  const event = anEvent({ eventId: 42, type });
  renderWithShell(<Harness />, {
    path: '/:eventSegment/:eventId/people/attendees',
    initialUrl: `/${type.toLowerCase()}/42/people/attendees`,
    context: testShellContext({
      event,
      access: {
        permissions: PERMISSIONS.filter(
          (p) => withAccessControl || p !== 'PEOPLE_ACCESS_CONTROL_WRITE',
        ),
      },
    }),
  });
}

describe("a registrant's 'Explain access' link", () => {
  it('opens the explainer for the registrant on an event', () => {
    renderFor('EVENT');
    expect(screen.getByRole('link', { name: 'Explain access of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/event/42/people/access-explainer?registrationId=77',
    );
  });

  it.each<[EventType, boolean]>([
    ['WEBINAR', true],
    ['SERIES', true],
    ['EVENT', false],
  ])('is not offered on a %s (access control write: %s)', (type, withAccessControl) => {
    renderFor(type, withAccessControl);
    expect(screen.getByText('No link')).toBeInTheDocument();
  });
});
