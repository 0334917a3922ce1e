import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { FaqEditor } from './faq-editor';

const bodies: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.get('*/api/csrf', () => {
    document.cookie = 'XSRF-TOKEN=test';
    return HttpResponse.json({ success: true, data: null });
  }),
  http.post('*/api/admin/faq', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return HttpResponse.json({ success: true, data: { id: 9, ...body } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('FAQ editor', () => {
  it('needs English, marks the languages still missing, and sends every language', async () => {
    const onClose = vi.fn();
    const { user } = await renderWithProviders(<FaqEditor entry={null} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'New question' });
    expect(screen.getByText('12 languages lack texts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required in English')).toHaveLength(2);
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText('Question (EN)'), 'Can I change my nickname?');
    await user.type(screen.getByLabelText('Answer (EN)'), 'Yes, once a season.');
    await user.click(screen.getByRole('button', { name: 'Deutsch: texts missing' }));
    await user.type(screen.getByLabelText('Question (DE)'), 'Kann ich meinen Spitznamen ändern?');
    await user.type(screen.getByLabelText('Answer (DE)'), 'Ja, einmal pro Saison.');
    expect(screen.getByRole('button', { name: 'Deutsch: complete' })).toBeInTheDocument();
    expect(screen.getByText('11 languages lack texts')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'in-game_issues');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith('Can I change my nickname?'));
    expect(bodies[0]).toMatchObject({
      category: 'in-game_issues',
      position: 100,
      translations: {
        en: { question: 'Can I change my nickname?', answer: 'Yes, once a season.' },
        de: { question: 'Kann ich meinen Spitznamen ändern?', answer: 'Ja, einmal pro Saison.' },
        fr: { question: '', answer: '' },
      },
    });
  });
});
