/**
 * The Add Period row of the manage screen's periods while editing (03 §4): a name (checked as
 * a practice name is) and an optional period type; the period is added at the end.
 */
import { useState } from 'react';
import { inputProblem, practiceNameSchema } from '../../../../domain';
import { periodNameInput } from './manageDraft';

/** The name and type inputs and + Add Period. */
export function AddPeriod({
  periodTypes,
  onAdd,
}: {
  periodTypes: readonly string[];
  onAdd: (drillType: string, periodType: string | undefined) => void;
}) {
  const [newName, setNewName] = useState('');
  const [newType, setNewType] = useState('');
  return (
    <div className="add-period" role="group" aria-label="Add Period">
      <input
        aria-label="New period name"
        placeholder="Name"
        value={newName}
        onChange={(e) => {
          setNewName(periodNameInput(e.target.value));
        }}
      />
      <select
        aria-label="New period type"
        value={newType}
        onChange={(e) => {
          setNewType(e.target.value);
        }}
      >
        <option value="">Type</option>
        {periodTypes.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={inputProblem(practiceNameSchema, newName) !== null}
        onClick={() => {
          onAdd(newName.trim(), newType === '' ? undefined : newType);
          setNewName('');
          setNewType('');
        }}
      >
        + Add Period
      </button>
    </div>
  );
}
