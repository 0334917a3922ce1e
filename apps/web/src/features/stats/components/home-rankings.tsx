// Placeholder until the stats screens land: the home page's ranking tables and best-players stats.
export function HomeRankings() {
  return null;
}
