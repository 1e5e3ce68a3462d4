import { UpdateEventIntegrationSchema, UpdateOrganizationIntegrationSchema } from './schemas';

describe('integration updates', () => {
  it('accepts a status, an http(s) base URL and a token, each alone', () => {
    for (const body of [
      { status: 'DISABLE' },
      { baseUrl: 'https://crm.example.com' },
      { baseUrl: 'http://127.0.0.1:3007' },
      { apiToken: 'secret' },
    ]) {
      expect(UpdateOrganizationIntegrationSchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses a URL that is not http(s), an empty token and an empty change, saying why', () => {
    const messageOf = (body: unknown) =>
      UpdateOrganizationIntegrationSchema.safeParse(body).error?.issues[0]?.message;
    expect(messageOf({ baseUrl: 'ftp://crm.example.com' })).toBe(
      'Enter a full URL starting with http:// or https://',
    );
    expect(messageOf({ baseUrl: 'crm.example.com' })).toBe(
      'Enter a full URL starting with http:// or https://',
    );
    expect(messageOf({ apiToken: '' })).toBe('Enter the API token');
    expect(messageOf({})).toBe('Nothing to change');
  });

  it('changes an event integration by status or data sync, not by nothing', () => {
    expect(UpdateEventIntegrationSchema.safeParse({ revenueDataSync: true }).success).toBe(true);
    expect(UpdateEventIntegrationSchema.safeParse({ solutionStatus: 'ENABLE' }).success).toBe(true);
    expect(UpdateEventIntegrationSchema.safeParse({}).success).toBe(false);
  });
});
