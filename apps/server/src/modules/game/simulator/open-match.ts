import type { CupStage, MatchStatus } from '@pitchside/contract/match-stats';

/** A match whose kick-off has passed and which is not finished yet, as stored. */
export interface OpenMatch {
  id: number;
  season_id: number;
  stage: CupStage;
  status: MatchStatus;
  kickoff_at: Date;
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  lines_played: number;
}
