/**
 * A busy month around a day, as full as a real one: every other day of the day's month gets
 * a practice of the team and three games between other pro teams (about 120 events). The
 * schedule's end-to-end suite and `npm run bench:schedule` draw the month view of all teams
 * from it.
 */
import { PRO_TEAMS } from '../../domain';
import { createSession, type Db } from '../../dataaccess';

type Fields = { type: 'practice' | 'complete' | 'game'; startTime: number } & Record<
  string,
  unknown
>;

/**
 * Seeds the month of `day` (local time) for `teamId`, leaving free the days of `free` (by
 * default `day` itself); events before `day` are complete, later ones to come.
 */
export async function seedBusyMonth(
  db: Db,
  teamId: string,
  day: Date,
  free: readonly Date[] = [day],
): Promise<void> {
  const year = day.getFullYear();
  const month = day.getMonth();
  const days = new Date(year, month + 1, 0).getDate();
  const teams = PRO_TEAMS.map((t) => t.teamId).filter((id) => id !== teamId);
  const isFree = (date: number) =>
    free.some((d) => d.getFullYear() === year && d.getMonth() === month && d.getDate() === date);
  for (let date = 1; date <= days; date += 1) {
    if (isFree(date)) continue;
    const start = (h: number, m = 0) => new Date(year, month, date, h, m).getTime();
    const past = start(0) < day.getTime();
    const events: [string, Fields][] = [
      [`busy-practice-${date}`, { type: past ? 'complete' : 'practice', startTime: start(9) }],
      ...[13, 16, 20].map((hour, i): [string, Fields] => [
        `busy-game-${date}-${i}`,
        {
          type: 'game',
          teamId: teams[(date * 3 + i) % teams.length],
          homeTeamId: teams[(date * 3 + i) % teams.length],
          visitorTeamId: teams[(date * 3 + i + 7) % teams.length],
          startTime: start(hour, 25),
        },
      ]),
    ];
    for (const [id, fields] of events) {
      await createSession(
        db,
        {
          _id: id,
          gameId: id,
          status: past ? 'complete' : 'future',
          homeTeamId: teamId,
          league: 'nfl',
          name: id,
          teamId,
          endTime: fields.startTime + 2 * 3600_000,
          intensity: 'Medium',
          ...fields,
        },
        [{ type: 'session.seeded', data: {} }],
        'seed',
        day.getTime(),
      );
    }
  }
}
