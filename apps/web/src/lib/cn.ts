import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_MERGE_CONFIG } from './class-merge-config';

/**
 * tailwind-merge with its configuration cut down to the class groups our stylesheet has utilities
 * of, written out by `build/class-merge-config.mjs` (npm test checks it against the build): its
 * tables are built in a quarter of the time the default configuration takes.
 */
const mergeClasses = createTailwindMerge(() => CLASS_MERGE_CONFIG);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/**
 * tailwind-merge builds its tables on first use, a few milliseconds on a phone: done in a task of
 * its own at the start (start-app.tsx), not inside the first component that needs it.
 */
export function prepareClassMerging(): void {
  mergeClasses('p-0 p-1');
}
