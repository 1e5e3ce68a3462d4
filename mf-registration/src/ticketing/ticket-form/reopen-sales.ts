/** What the 'Reopen sales' helper proposes: sales that end a week from now, on the minute. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function reopenedSalesEnd(now: Date): string {
  const end = new Date(now.getTime() + WEEK_MS);
  end.setUTCSeconds(0, 0);
  return end.toISOString();
}

/** Whether sales end, as the form holds it, is past: the ticket still needs its sales reopened. */
export function salesEndIsPast(salesEndAt: string | null, now: Date): boolean {
  return salesEndAt !== null && Date.parse(salesEndAt) < now.getTime();
}
