import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenShownByServer, useSessionStore, useSessionToken } from './session-store';

function Greeting() {
  return <p>{useSessionToken() ? 'Welcome back' : 'Login'}</p>;
}

describe('the session token while React hydrates', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    useSessionStore.setState({ token: null });
  });

  it('is the one the page was rendered for, so a part hydrated after a sign-in matches, then shows the player', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    expect(container.textContent).toBe('Login');

    tokenShownByServer();
    // Signed in before React reached this part (a section hydrated when it comes near).
    useSessionStore.setState({ token: 'token-of-the-player' });
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Welcome back');
  });
});
