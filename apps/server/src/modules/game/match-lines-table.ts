/**
 * The match_lines table as both writers fill it, the ingestion API and the demo simulator: one
 * column order for the row and the insert, so the two cannot drift apart.
 */
export const INSERT_MATCH_LINES = `insert into match_lines (match_id, line_number, is_extra_line, home_player_id,
     away_player_id, home_attack, away_attack, home_line_score, away_line_score, home_total_score, away_total_score,
     played_at)
   select * from unnest($1::int[], $2::int[], $3::bool[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[],
     $9::int[], $10::int[], $11::int[], $12::timestamptz[])`;

export interface MatchLine {
  lineNumber: number;
  isExtraLine: boolean;
  homePlayerId: number | null;
  awayPlayerId: number | null;
  homeAttack: number;
  awayAttack: number;
  homeLineScore: number;
  awayLineScore: number;
  playedAt: Date | string;
}

/** One line's values in the column order of INSERT_MATCH_LINES; totals are the score after it. */
export function matchLineRow(
  matchId: number,
  line: MatchLine,
  homeTotalScore: number,
  awayTotalScore: number,
): unknown[] {
  return [
    matchId,
    line.lineNumber,
    line.isExtraLine,
    line.homePlayerId,
    line.awayPlayerId,
    line.homeAttack,
    line.awayAttack,
    line.homeLineScore,
    line.awayLineScore,
    homeTotalScore,
    awayTotalScore,
    line.playedAt,
  ];
}
