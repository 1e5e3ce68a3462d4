/**
 * What the dashboards' people counts count, in the console's one vocabulary (decision 0045):
 * "registrants" are completed registrations, "attended" the registrants who attended; "Attendees"
 * names only the Attendee role's group and the Insights tab of that name.
 */
export const ANALYTICS_COUNT_WORDS = {
  registrants: 'Registrants',
  attended: 'Attended',
  attendanceRate: 'Attendance rate',
  registrantsByStatus: 'Registrants by status',
  attendedPerDay: 'Attended per day, by activity',
  minutesPerAttended: 'Average minutes per registrant who attended',
} as const;
