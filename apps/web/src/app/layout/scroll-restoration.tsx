import { useLayoutEffect } from 'react';
import { ScrollRestoration as RouterScrollRestoration, type Location } from 'react-router';

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

/**
 * Every page loaded as a new document has the history key "default": keyed by it, the card
 * payment's return (a new document) opened at the scroll of the shop page left for the card page
 * (issue 32: a phone saw "Base tickets", not "Payment successful!"). Such entries are keyed by
 * their address instead; entries the app pushed keep their own key.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

export function ScrollRestoration() {
  return (
    <>
      <NotePosition />
      <RouterScrollRestoration getKey={scrollKey} />
      <KeepPosition />
    </>
  );
}
