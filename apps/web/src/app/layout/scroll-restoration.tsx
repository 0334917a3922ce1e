import { useLayoutEffect } from 'react';
import { ScrollRestoration as RouterScrollRestoration } from 'react-router';

/**
 * A server-painted page can be scrolled before the app hydrates it, and React Router's first
 * render scrolls to the top of any page it has no saved position for. The reader keeps their
 * place: the position at the first commit is noted before the router's effect runs and put back
 * after it (layout effects of siblings run in order, before the browser paints). Later
 * navigations, and positions the router restores from history, are the router's alone.
 */
let positionAtStart: number | null = null;

function NotePosition() {
  useLayoutEffect(() => {
    positionAtStart = window.scrollY;
  }, []);
  return null;
}

function KeepPosition() {
  useLayoutEffect(() => {
    if (positionAtStart) window.scrollTo(0, positionAtStart);
    positionAtStart = null;
  }, []);
  return null;
}

export function ScrollRestoration() {
  return (
    <>
      <NotePosition />
      <RouterScrollRestoration />
      <KeepPosition />
    </>
  );
}
