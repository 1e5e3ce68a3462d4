/** Whether a failed statement broke a unique index (SQLSTATE 23505), as pg, PGlite or Drizzle wrap it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error;
    typeof e === 'object' && e !== null;
    e = (e as { cause?: unknown }).cause
  )
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
