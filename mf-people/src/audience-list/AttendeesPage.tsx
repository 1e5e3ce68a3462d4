import { AudienceListView } from './list/AudienceListView';

/** People > Attendees (people/attendees): the audience list of every registrant of the event. */
export function AttendeesPage() {
  return <AudienceListView scope={null} title="Attendees" />;
}
