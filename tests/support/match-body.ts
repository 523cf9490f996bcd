/**
 * The body of `POST /api/v1/matches` for a friendly today (Seoul's date), 45 minutes a half, no
 * referees: what the production tests and the bench register when the match itself is not under test.
 */
export function matchBody(title: string, homeTeamId: number, awayTeamId: number) {
  return {
    title,
    homeTeamId,
    awayTeamId,
    matchType: 'FRIENDLY' as const,
    stadium: '시험 구장',
    matchDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }),
    plannedStartTime: '10:00',
    plannedEndTime: '12:00',
    firstHalfPeriod: 45,
    secondHalfPeriod: 45,
    mainRefereeName: null,
    assistantReferee1: null,
    assistantReferee2: null,
    fourthReferee: null,
  };
}
