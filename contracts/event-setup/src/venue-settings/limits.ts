/** The venue and engagement settings' limits, shared by the API, the forms and their messages. */
export const VENUE_LIMITS = {
  /**
   * The one-on-one meeting interval, in minutes: from a 5-minute slot to a 4-hour one, in steps
   * of 5 (meeting slots line up on the clock). Null: the event offers no one-on-one meetings.
   */
  intervalMinMinutes: 5,
  intervalMaxMinutes: 240,
  intervalStepMinutes: 5,
  /** A stage's name, as a rename sets it. */
  stageNameMax: 100,
  /** The booths the Expo page lists (by name); the answer says how many there are in all. */
  boothListMax: 200,
} as const;

/** Every interval an organizer may choose, shortest first. */
export const ONE_ON_ONE_INTERVALS: readonly number[] = Array.from(
  {
    length:
      (VENUE_LIMITS.intervalMaxMinutes - VENUE_LIMITS.intervalMinMinutes) /
        VENUE_LIMITS.intervalStepMinutes +
      1,
  },
  (_, i) => VENUE_LIMITS.intervalMinMinutes + i * VENUE_LIMITS.intervalStepMinutes,
);
