/**
 * Practices as a coach makes them (POST schedule's payload, through the practice rule book),
 * then started and stopped as a suite needs: a planned, live or ended practice of a team.
 */
import { createPractice, runPracticeCommand, type Db } from '../../dataaccess';

/** A practice to make. */
export interface PracticeToMake {
  readonly id: string;
  readonly name: string;
  readonly teamId: string;
  /** Its scheduled start, epoch ms. */
  readonly startMs: number;
  /** When it is created, epoch ms. */
  readonly createdMs: number;
  readonly actor: string;
  /** The venue it is at (a location engine posts only to its own venue's sessions); none by default. */
  readonly siteId?: string;
  /** Commands run on it afterwards, each at its time: a start makes it live, a stop ends it. */
  readonly steps?: readonly (readonly ['practice.start' | 'practice.stop', number])[];
}

/** Makes the practice (two periods, Team and 7on7) and runs its steps; returns its id. */
export async function makePractice(db: Db, practice: PracticeToMake): Promise<string> {
  const doc = await createPractice(
    db,
    {
      name: practice.name,
      description: '',
      drills: [{ drillType: 'Team' }, { drillType: '7on7' }],
      extraData: {},
      intensity: 'High',
      league: 'nfl',
      profileName: '',
      rooftype: 'Outdoor',
      siteId: practice.siteId ?? -1,
      siteName: '',
      start: practice.startMs,
      teamId: practice.teamId,
      type: 'practice',
    },
    practice.actor,
    practice.createdMs,
    practice.id,
  );
  for (const [type, atMs] of practice.steps ?? [])
    await runPracticeCommand(db, doc._id, { type }, practice.actor, atMs);
  return doc._id;
}
