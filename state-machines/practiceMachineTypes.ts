// Types and helpers of the practice machine: its context, events and their commands.
import {
  applyPracticeCommand,
  type PracticeCommand,
  type PracticeEdit,
  type PracticeRefusal,
} from './practiceCommands';
import type { PracticeRecord } from './practiceTypes';

/** A question the screen asks before acting. */
export interface Confirmation {
  question: string;
  warning?: string;
  confirmLabel: string;
}

/** What the practice machine remembers. */
export interface PracticeMachineContext {
  /** The record as last saved or applied. */
  practice: PracticeRecord;
  /** Unsaved edits made while editing is unlocked; null when there are none. */
  draft: PracticeRecord | null;
  teamName: string;
  datasetId: string | null;
  /** The record to restore when starting fails. */
  beforeStart: PracticeRecord | null;
  refusal: PracticeRefusal | null;
  alert: string | null;
  confirmation: Confirmation | null;
  lockAfterSave: boolean;
}

/** Events that carry the sender's clock. */
export type Timed = { nowMs: number };

/** Events of the practice machine (dotted names; `nowMs` is the sender's clock). */
export type PracticeMachineEvent =
  | ({ type: 'practice.start' } & Timed)
  | ({ type: 'period.start' } & Timed)
  | ({ type: 'period.end' } & Timed)
  | ({ type: 'period.skip' } & Timed)
  | ({ type: 'practice.end' } & Timed)
  | ({ type: 'end.confirm' } & Timed)
  | { type: 'end.cancel' }
  | { type: 'practice.delete' }
  | ({ type: 'delete.confirm' } & Timed)
  | { type: 'delete.cancel' }
  | { type: 'editing.unlock' }
  | ({ type: 'editing.lock' } & Timed)
  | { type: 'practice.edit'; changes: PracticeEdit }
  | ({ type: 'period.add'; drillType: string; periodType?: string } & Timed)
  | ({ type: 'period.delete'; index: number } & Timed)
  | ({ type: 'period.move'; from: number; to: number } & Timed)
  | ({ type: 'practice.save' } & Timed)
  | ({ type: 'save.confirm' } & Timed)
  | { type: 'save.discard' }
  | { type: 'practice.synced'; practice: PracticeRecord }
  | { type: 'alert.dismiss' };

/** Emitted when a live command was applied; the caller sends it to the server. */
export interface PracticeMachineEmitted {
  type: 'command.applied';
  command: PracticeCommand;
  nowMs: number;
}

/** Input: the practice as loaded and the team name used in alerts. */
export interface PracticeMachineInput {
  practice: PracticeRecord;
  teamName: string;
}

/** Short names used inside the machine file. */
export type Ctx = PracticeMachineContext;
/** Short name of {@link PracticeMachineEvent}. */
export type Ev = PracticeMachineEvent;
/** The events that stand for a practice command. */
export type CommandEvent = Extract<Ev, { type: PracticeCommand['type'] } & Timed>;

/** The command a screen event stands for. */
export function toCommand(event: CommandEvent): PracticeCommand {
  switch (event.type) {
    case 'period.add':
      return event.periodType === undefined
        ? { type: 'period.add', drillType: event.drillType }
        : { type: 'period.add', drillType: event.drillType, periodType: event.periodType };
    case 'period.delete':
      return { type: 'period.delete', index: event.index };
    case 'period.move':
      return { type: 'period.move', from: event.from, to: event.to };
    default:
      return { type: event.type };
  }
}

/** Applies the command an event stands for to a record. */
export const applyTo = (record: PracticeRecord, event: Ev) =>
  applyPracticeCommand(record, toCommand(event as CommandEvent), (event as CommandEvent).nowMs);

/** The draft's editable fields, as one `practice.edit` command. */
export const draftEdit = (draft: PracticeRecord): PracticeCommand => ({
  type: 'practice.edit',
  changes: {
    name: draft.name,
    description: draft.description,
    intensity: draft.intensity,
    rooftype: draft.rooftype,
    profileName: draft.profileName,
    drills: draft.drills,
  },
});
