/** Adding a registrant by hand and editing one, from People > Attendees (issue #42). */
export { AddRegistrantButton } from './AddRegistrantButton';
export { EditRegistrantSlideOut } from './EditRegistrantSlideOut';
export { editRegistrantColumn } from './edit-column';
export { useCanWriteRegistrants } from './hooks/use-can-write-registrants';
