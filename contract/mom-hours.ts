/**
 * A team's MOM vote length (decision 093, `teams.mom_vote_hours`), apart from contract/mom.ts: the team
 * shapes (contract/teams.ts) carry it, and every page reads a team, so they must not bring the vote's
 * whole contract with them (the team page's budget, decision 040).
 */
import * as v from 'valibot';

export const minMomVoteHours = 6;
export const maxMomVoteHours = 72;
export const defaultMomVoteHours = 24;
export const MomVoteHours = v.pipe(
  v.number('투표 시간은 숫자여야 합니다.'),
  v.integer('투표 시간은 정수여야 합니다.'),
  v.minValue(minMomVoteHours, `MOM 투표 시간은 ${minMomVoteHours}~${maxMomVoteHours}시간입니다.`),
  v.maxValue(maxMomVoteHours, `MOM 투표 시간은 ${minMomVoteHours}~${maxMomVoteHours}시간입니다.`),
);
