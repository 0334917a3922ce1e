/** Query keys of the back office: one root, so a change can refresh everything it touched. */
export const adminKeys = {
  all: ['admin'] as const,
  search: (q: string) => ['admin', 'players', 'search', q] as const,
  player: (id: number) => ['admin', 'players', id] as const,
  logs: (filter: object) => ['admin', 'logs', filter] as const,
};
