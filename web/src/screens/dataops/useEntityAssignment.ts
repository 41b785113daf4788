/**
 * Saving the entities modal's assignments: `PUT datasets/{datasetId}/entities?retrack=yes`,
 * its answer or refusal a toast with the server's message, as the other Data Ops actions.
 */
import { useCallback, useState } from 'react';
import { CALLS } from '../../../../domain';
import type { ProcessingNotice } from '../../../../state-machines';
import { call } from '../../data/api';
import type { Assignment } from './entityAssignment';

/** The modal's saver: whether a save is on its way, its toast, and the save itself. */
export interface EntityAssignmentSaver {
  readonly saving: boolean;
  readonly notice: ProcessingNotice | null;
  /** Sends the assignments; resolves true when the server made them. */
  readonly save: (assignments: readonly Assignment[]) => Promise<boolean>;
  readonly dismiss: () => void;
}

/** Saves the assignments of dataset `datasetId`, one save at a time. */
export function useEntityAssignment(datasetId: string): EntityAssignmentSaver {
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<ProcessingNotice | null>(null);
  // Stable, so a toast's timer is not set again by each render.
  const dismiss = useCallback(() => {
    setNotice(null);
  }, []);
  const save = async (assignments: readonly Assignment[]): Promise<boolean> => {
    setSaving(true);
    setNotice(null);
    try {
      const [reply] = await call(
        CALLS.assignDatasetEntities,
        { datasetId },
        {
          query: { retrack: 'yes', tzOffset: new Date().getTimezoneOffset() },
          body: { entities: assignments },
        },
      );
      setNotice({ kind: 'success', title: 'Entities assigned', message: reply ?? '' });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setNotice({ kind: 'error', title: 'Entities not assigned', message });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return {
    saving,
    notice,
    save,
    dismiss,
  };
}
