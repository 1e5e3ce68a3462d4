/** The explainer's URL state: ?registrationId=…&q=<person search>&filter=<items filter>. */
export interface ExplainerUrlState {
  registrationId: number | null;
  q: string;
  filter: string;
}

export function readUrlState(params: URLSearchParams): ExplainerUrlState {
  const id = Number(params.get('registrationId'));
  return {
    registrationId: Number.isInteger(id) && id > 0 ? id : null,
    q: params.get('q') ?? '',
    filter: params.get('filter') ?? '',
  };
}

export function writeUrlState(
  params: URLSearchParams,
  patch: Partial<ExplainerUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null || value.trim() === '' ? next.delete(name) : next.set(name, value);
  if (patch.registrationId !== undefined)
    set('registrationId', patch.registrationId === null ? null : String(patch.registrationId));
  if (patch.q !== undefined) set('q', patch.q);
  if (patch.filter !== undefined) set('filter', patch.filter);
  return next;
}
