/** The audience list (spec people §2): a group's registrants, and People > Attendees. */
export { AudienceListPage } from './AudienceListPage';
export { AttendeesPage } from './AttendeesPage';
