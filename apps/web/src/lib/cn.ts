import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables on first use, tens of milliseconds on a phone: done in a task of
 * its own at the start (start-app.tsx), not inside the first component that needs it.
 */
export function prepareClassMerging(): void {
  twMerge('p-0 p-1');
}
