import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/setup';
import { useModalStore } from '@/lib/modals/modal-store';
import { ModalHost } from './modal-host';
import { AppProviders } from './providers';
import { createQueryClient } from '@/lib/query/query-client';

async function renderHost() {
  const i18n = await createI18n('en');
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <h1>Home</h1>
          <ModalHost />
        </>
      ),
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => act(() => useModalStore.getState().close()));

describe('modal host', () => {
  it('mounts no modal until one is asked for, then loads and shows it', async () => {
    await renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useModalStore.getState().openModal('login'));
    // The first open loads the modal's chunk, which Vitest transforms cold (its forms and zod):
    // past 5 s on a busy CI machine. The wait ends when the dialog shows.
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 12_000 })).toBeInTheDocument();

    act(() => useModalStore.getState().openModal('download'));
    expect(await screen.findByRole('dialog', { name: /download/i })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });
});
