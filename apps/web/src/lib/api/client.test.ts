import { API_TIMEOUT_MS } from '@pitchside/contract/constants';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setSession } from '@/lib/session/session';
import { ApiError } from './api-error';
import { apiRequest, configureApiClient } from './client';
import { errorMessageKey } from './error-messages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest', () => {
  it('returns the data of a success envelope, checked by the schema', async () => {
    server.use(
      http.get('*/api/news', () => HttpResponse.json({ success: true, data: [{ id: 1 }], count: 1 })),
    );
    const news = await apiRequest('/news', { schema: z.array(z.object({ id: z.number() })) });
    expect(news).toEqual([{ id: 1 }]);
  });

  it('returns a whole unwrapped body with wholeBody (login, register, verify: no data envelope)', async () => {
    server.use(
      http.post('*/api/account/login', () =>
        HttpResponse.json({ success: true, token: 'tok', user: { id: 1 }, message: 'Login successful' }),
      ),
    );
    document.cookie = 'XSRF-TOKEN=abc';
    const schema = z.object({ token: z.string(), user: z.object({ id: z.number() }), message: z.string() });
    const body = await apiRequest('/account/login', { method: 'POST', body: {}, wholeBody: true, schema });
    expect(body).toEqual({ token: 'tok', user: { id: 1 }, message: 'Login successful' });

    // Without the flag the same answer has no `data` and is refused as unexpected.
    const error = await failure(apiRequest('/account/login', { method: 'POST', body: {}, schema }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('rejects data that does not match the schema', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.json({ success: true, data: [{ id: 'x' }] })));
    const error = await failure(apiRequest('/news', { schema: z.array(z.object({ id: z.number() })) }));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('surfaces the code, message and retry delay of an error envelope', async () => {
    server.use(
      http.post('*/api/account/login', () =>
        HttpResponse.json(
          { success: false, error: 'RATE_LIMITED', message: 'Too many attempts.', retryAfter: 30 },
          { status: 429 },
        ),
      ),
    );
    document.cookie = 'XSRF-TOKEN=abc';
    const error = await failure(
      apiRequest('/account/login', { method: 'POST', body: {}, skipAuthLogout: true }),
    );
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts.',
      retryAfter: 30,
    });
    expect(errorMessageKey(error)).toBe('errors:api.tooManyRequests');
  });

  it('maps a bare server failure by its status', async () => {
    server.use(http.get('*/api/stats', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(apiRequest('/stats'));
    expect(error.status).toBe(502);
    expect(errorMessageKey(error)).toBe('errors:api.server');
  });

  it('reports a network failure with the spec text', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.error()));
    const error = await failure(apiRequest('/news'));
    expect(error.code).toBe('NETWORK');
    expect(error.message).toBe('Cannot connect to server. Please check your internet connection.');
    expect(errorMessageKey(error)).toBe('errors:api.network');
  });

  it(`gives up after ${API_TIMEOUT_MS / 1000} s with the timeout text`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get('*/api/slow', () => delay('infinite')));
    const pending = failure(apiRequest('/slow'));

    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Request timeout. Server is taking too long to respond.');
  });

  it('passes a caller abort through instead of reporting a failure', async () => {
    server.use(http.get('*/api/slow', () => delay('infinite')));
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('sends the bearer token of the session', async () => {
    setSession('tok-123', { emailconfirmed: true });
    let authorization: string | null = null;
    server.use(
      http.get('*/api/user/profile', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await apiRequest('/user/profile');
    expect(authorization).toBe('Bearer tok-123');
  });
});

describe('CSRF protection', () => {
  it('sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header on state-changing calls', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value';
    let header: string | null = null;
    server.use(
      http.post('*/api/support/tickets', ({ request }) => {
        header = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ success: true, data: { id: 7 } });
      }),
    );
    await apiRequest('/support/tickets', { method: 'POST', body: { subject: 'Hello' } });
    expect(header).toBe('cookie-value');
  });

  it('fetches the cookie first when it is missing', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/csrf', () => {
        calls.push('csrf');
        document.cookie = 'XSRF-TOKEN=fresh';
        return HttpResponse.json({ success: true, data: null });
      }),
      http.post('*/api/offers/free-ticket', ({ request }) => {
        calls.push(`post:${request.headers.get('x-xsrf-token')}`);
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await apiRequest('/offers/free-ticket', { method: 'POST', body: {} });
    expect(calls).toEqual(['csrf', 'post:fresh']);
  });

  it('renews a rejected token and retries exactly once', async () => {
    document.cookie = 'XSRF-TOKEN=stale';
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/csrf', () => {
        document.cookie = 'XSRF-TOKEN=renewed';
        return HttpResponse.json({ success: true, data: null });
      }),
      http.delete('*/api/thing', ({ request }) => {
        const token = request.headers.get('x-xsrf-token');
        seen.push(token);
        if (token !== 'renewed') {
          return HttpResponse.json(
            { success: false, error: 'CSRF_TOKEN_INVALID', message: 'Bad token' },
            { status: 403 },
          );
        }
        return HttpResponse.json({ success: true, data: 'gone' });
      }),
    );
    await expect(apiRequest('/thing', { method: 'DELETE' })).resolves.toBe('gone');
    expect(seen).toEqual(['stale', 'renewed']);
  });

  it('does not send the header on reads', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value';
    let header: string | null = 'unset';
    server.use(
      http.get('*/api/news', ({ request }) => {
        header = request.headers.get('x-xsrf-token');
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await apiRequest('/news');
    expect(header).toBeNull();
  });
});

describe('file uploads', () => {
  it('sends a FormData body as multipart, not as JSON', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value';
    let contentType: string | null = null;
    let subject: unknown;
    server.use(
      http.post('*/api/support/tickets', async ({ request }) => {
        contentType = request.headers.get('content-type');
        subject = (await request.formData()).get('subject');
        return HttpResponse.json({ success: true, data: 'stored' }, { status: 201 });
      }),
    );
    const body = new FormData();
    body.append('subject', 'Tickets missing');
    await expect(apiRequest('/support/tickets', { method: 'POST', body })).resolves.toBe('stored');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(subject).toBe('Tickets missing');
  });
});

describe('401 handling', () => {
  it('calls the registered unauthorized callback and throws the session error', async () => {
    const onUnauthorized = vi.fn();
    const disconnect = configureApiClient({ onUnauthorized });
    server.use(
      http.get('*/api/user/profile', () =>
        HttpResponse.json(
          { success: false, error: 'UNAUTHORIZED', message: 'Session expired' },
          { status: 401 },
        ),
      ),
    );

    const error = await failure(apiRequest('/user/profile'));

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(errorMessageKey(error)).toBe('errors:api.sessionExpired');
    disconnect();
  });

  it('ends the session of a blocked account too, keeping the blocked text; other 403s leave it', async () => {
    const onUnauthorized = vi.fn();
    const disconnect = configureApiClient({ onUnauthorized });
    const blocked = 'Your account has been blocked. Please contact support.';
    server.use(
      http.get('*/api/user/profile', () =>
        HttpResponse.json({ success: false, error: 'ACCOUNT_BLOCKED', message: blocked }, { status: 403 }),
      ),
      http.get('*/api/staff/tickets', () =>
        HttpResponse.json({ success: false, error: 'FORBIDDEN', message: 'No' }, { status: 403 }),
      ),
    );

    await failure(apiRequest('/staff/tickets'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    const error = await failure(apiRequest('/user/profile'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED' });
    disconnect();
  });

  it('leaves the session alone for calls flagged skipAuthLogout', async () => {
    const onUnauthorized = vi.fn();
    const disconnect = configureApiClient({ onUnauthorized });
    document.cookie = 'XSRF-TOKEN=abc';
    server.use(
      http.post('*/api/account/login/validate', () =>
        HttpResponse.json({ success: false, error: 'UNAUTHORIZED', message: 'Invalid' }, { status: 401 }),
      ),
    );

    await failure(apiRequest('/account/login/validate', { method: 'POST', skipAuthLogout: true }));

    expect(onUnauthorized).not.toHaveBeenCalled();
    disconnect();
  });
});
