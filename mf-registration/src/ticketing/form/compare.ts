/** Equality of saved and edited values, for sending only what changed. */

/** Two instants (or both empty), whatever their offsets: '…T09:00:00Z' is '…T09:00:00.000Z'. */
export function sameInstant(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);
}

/** The same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);
  const left = sorted(a);
  const right = sorted(b);
  return left.length === right.length && left.every((id, i) => id === right[i]);
}
