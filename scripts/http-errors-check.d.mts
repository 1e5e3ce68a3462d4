/** Types of http-errors-check.mjs, for the TypeScript servers' test suites. */
export interface RawAnswer {
  status: number;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
}

export interface BadRequest {
  label: string;
  status: number;
  code: string;
  request: string;
}

export const BAD_REQUESTS: readonly BadRequest[];
export function sendRaw(port: number, request: string): Promise<RawAnswer>;
export function securityHeadersOf(answer: RawAnswer): Record<string, string>;
export function checkErrorAnswers(
  port: number,
  securityHeaders: Record<string, string>,
): Promise<Record<string, RawAnswer & { json: { code: string; message: string } }>>;
