/**
 * A write the database refuses for meeting another at the same moment (a deadlock, a
 * serialization failure) was rolled back whole: the API answers 503 with TRY_AGAIN, a message
 * that says to send it again and Retry-After, never a 500. Other database errors stay a 500.
 */
import { describe, it } from 'node:test';
import { expect } from 'expect';
import Fastify from 'fastify';
import { ERROR_CODES, MESSAGES } from '@console/shared/contract';
import { registerErrorHandling } from './errors';

/** An error as node-postgres raises it, wrapped as Drizzle wraps a failed query. */
function queryError(sqlState: string): Error {
  const cause = Object.assign(new Error('database refused'), { code: sqlState });
  return new Error('Failed query: update registrations ...', { cause });
}

async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.post('/write', async () => {
    throw error;
  });
  try {
    return await app.inject({ method: 'POST', url: '/write' });
  } finally {
    await app.close();
  }
}

describe('writes that met another at the same moment', () => {
  it('answer 503 TRY_AGAIN with Retry-After for a deadlock and a serialization failure', async () => {
    for (const sqlState of ['40P01', '40001']) {
      const answer = await answerTo(queryError(sqlState));
      expect({ sqlState, status: answer.statusCode, body: answer.json() }).toEqual({
        sqlState,
        status: 503,
        body: { code: ERROR_CODES.tryAgain, message: MESSAGES.concurrentChange },
      });
      expect(answer.headers['retry-after']).toBe('1');
    }
  });

  it('leave any other database error a 500 without Retry-After', async () => {
    const answer = await answerTo(queryError('23505'));
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      code: ERROR_CODES.internal,
      message: MESSAGES.somethingWentWrong,
    });
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});
