/**
 * Topic names of the live protocol. One place builds and parses them, so the gateway's
 * authorization and the browser's subscriptions agree on what a name means.
 */

/** A parsed topic name. */
export type Topic =
  | { kind: 'schedule'; teamId: string }
  | { kind: 'practiceLive'; practiceId: string }
  | { kind: 'practiceTracks'; practiceId: string }
  | { kind: 'monitor' }
  | { kind: 'dataops' }
  | { kind: 'processing'; teamId: string }
  | { kind: 'alerts'; teamId: string };

const ID = /^[A-Za-z0-9_*-]{1,64}$/;

/** The wire name of a topic. */
export function topicName(topic: Topic): string {
  switch (topic.kind) {
    case 'schedule':
      return `schedule/${topic.teamId}`;
    case 'practiceLive':
      return `practice/${topic.practiceId}/live`;
    case 'practiceTracks':
      return `practice/${topic.practiceId}/tracks`;
    case 'monitor':
      return 'monitor';
    case 'dataops':
      return 'dataops';
    case 'processing':
      return `processing/${topic.teamId}`;
    case 'alerts':
      return `alerts/${topic.teamId}`;
  }
}

/** Parses a wire name; null for anything that is not exactly a known topic. */
export function parseTopic(name: string): Topic | null {
  const parts = name.split('/');
  const [head, id, tail] = parts;
  if (parts.length === 1) {
    if (head === 'monitor') return { kind: 'monitor' };
    if (head === 'dataops') return { kind: 'dataops' };
    return null;
  }
  if (id === undefined || !ID.test(id)) return null;
  if (parts.length === 2) {
    if (head === 'schedule') return { kind: 'schedule', teamId: id };
    if (head === 'processing') return { kind: 'processing', teamId: id };
    if (head === 'alerts') return { kind: 'alerts', teamId: id };
    return null;
  }
  if (parts.length === 3 && head === 'practice' && id !== '*') {
    if (tail === 'live') return { kind: 'practiceLive', practiceId: id };
    if (tail === 'tracks') return { kind: 'practiceTracks', practiceId: id };
  }
  return null;
}
