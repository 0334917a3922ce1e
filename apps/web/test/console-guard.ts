/**
 * Tests fail on any console.error (React warnings, act() problems, failed prop types…).
 * A test that provokes an error on purpose calls allowConsoleErrors() first.
 */
let allowed = false;

export function allowConsoleErrors(): void {
  allowed = true;
}

export function consoleErrorsAllowed(): boolean {
  return allowed;
}

export function resetConsoleGuard(): void {
  allowed = false;
}
