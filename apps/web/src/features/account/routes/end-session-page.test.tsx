import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

describe('the "this wasn\'t me" page of a new-sign-in e-mail', () => {
  it('ends the session only when the button is pressed, then says so', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/account/sessions/end-by-link', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'That session is over.' });
      }),
    );
    const { user } = await renderAccount('/end-session?token=link-token-0123456789');
    const button = await screen.findByRole('button', { name: 'End that session' });
    // Opening the link (as mail scanners do) changes nothing.
    expect(sent).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('That session is over')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'link-token-0123456789' }]);
  });

  it('says when the link is no longer valid', async () => {
    server.use(
      http.post('*/api/account/sessions/end-by-link', () => {
        const refused = failure(404, 'NOT_FOUND', 'This link is no longer valid.');
        return HttpResponse.json(refused.body, { status: refused.status });
      }),
    );
    const { user } = await renderAccount('/end-session?token=spent-token-0123456789');
    await user.click(await screen.findByRole('button', { name: 'End that session' }));
    expect(
      await screen.findByText('This link is no longer valid. The session may already be over.'),
    ).toBeInTheDocument();
  });
});
