/**
 * The entity modal (03 §4 Profiles and entities, §5 Entities): add an entity to the team or
 * edit one. Type and model are chosen only when adding; a tag set starts Active; on a player
 * a tag's name fills in its group and offset. A tag id the entity repeats gets a red border
 * and the title 'TAG ID REPEATED'. Save stays disabled until the rules the server runs pass,
 * and the first failing one is named beside it; the server's refusal shows in the dialog,
 * which stays open.
 */
import { useId, useState } from 'react';
import {
  ENTITY_RECORD_TYPES,
  ENTITY_STATUSES,
  GAME_TAG_PREFIXES,
  PRACTICE_TAG_PREFIXES,
  canSaveEntity,
  cleanText,
  entityProblem,
  tagIdTitle,
  tagNames,
  teamById,
  type EntityRecord,
  type EntityRecordType,
  type EntityStatus,
} from '../../../../domain';
import { Dialog } from '../../components/Dialog';
import { FormFooter } from '../../components/FormFooter';
import { addEntity, editEntity } from '../../data/entities';
import {
  NEW_ENTITY,
  NEW_TAG,
  addBody,
  draftOf,
  editBody,
  entityInput,
  withTag,
  withTagName,
  withType,
  type EntityDraft,
} from './entityDraft';

/** The words of each entity type. */
export const TYPE_LABELS: Readonly<Record<EntityRecordType, string>> = {
  player: 'Player',
  tagSet: 'Tag Set',
  official: 'Official',
  ball: 'Ball',
};

const TAG_NAMES = tagNames([...PRACTICE_TAG_PREFIXES, ...GAME_TAG_PREFIXES, 'TS1']);

type TextField = 'name' | 'namespacedId' | 'group' | 'firstName' | 'lastName' | 'position';

const TEXT_FIELDS: readonly (readonly [TextField, string, number])[] = [
  ['name', 'Name', 80],
  ['namespacedId', 'Namespaced ID', 80],
  ['group', 'Group', 40],
  ['firstName', 'First name', 40],
  ['lastName', 'Last name', 40],
  ['position', 'Position', 10],
];

export function EntityDialog({
  teamId,
  entity,
  onClose,
  onSaved,
}: {
  teamId: string;
  /** The entity to edit; undefined adds one. */
  entity: EntityRecord | undefined;
  onClose: () => void;
  onSaved: (stored: EntityRecord, added: boolean) => void;
}) {
  const adding = entity === undefined;
  const [draft, setDraft] = useState<EntityDraft>(() =>
    entity === undefined ? NEW_ENTITY : draftOf(entity),
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tagListId = useId();
  const league = teamById(teamId)?.league;
  const input = entityInput(draft, teamId);
  const problem = entityProblem(input, {
    dataOps: false,
    ...(league === undefined ? {} : { league }),
  });
  const ready = problem === null && canSaveEntity(input, { dataOps: false });
  const set = (change: Partial<EntityDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
  };

  const save = async () => {
    setPending(true);
    setError(null);
    try {
      const stored = adding
        ? await addEntity(teamId, addBody(draft))
        : await editEntity(teamId, entity.id, editBody(draft));
      onSaved(stored, adding);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  const title = adding ? 'Add Entity' : `Edit ${entity.name || entity.id}`;
  return (
    <Dialog
      title={title}
      className="entity-dialog"
      busy={pending}
      locked={pending}
      onClose={onClose}
      footer={
        <FormFooter
          problem={problem === null ? null : `${problem.field}: ${problem.message}`}
          ready={ready}
          pending={pending}
          onCancel={onClose}
          onSubmit={() => void save()}
        />
      }
    >
      <div className="entity-form">
        <label>
          Type
          <select
            value={draft.type}
            disabled={!adding || pending}
            onChange={(e) => {
              setDraft((d) => withType(d, e.target.value as EntityRecordType));
            }}
          >
            {ENTITY_RECORD_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Model
          <input
            value={draft.model}
            maxLength={40}
            disabled={!adding || pending}
            onChange={(e) => {
              set({ model: cleanText(e.target.value) });
            }}
          />
        </label>
        <label>
          Entity ID
          <input
            value={draft.id}
            inputMode="numeric"
            maxLength={20}
            placeholder={adding ? 'made when left blank' : undefined}
            disabled={!adding || pending}
            onChange={(e) => {
              set({ id: e.target.value.trim() });
            }}
          />
        </label>
        {TEXT_FIELDS.map(([field, label, max]) => (
          <label key={field}>
            {label}
            <input
              value={draft[field]}
              maxLength={max}
              disabled={pending}
              className={problem?.field === field ? 'missing' : undefined}
              onChange={(e) => {
                set({ [field]: cleanText(e.target.value) });
              }}
            />
          </label>
        ))}
        <label>
          Status
          <select
            value={draft.status}
            disabled={pending}
            onChange={(e) => {
              set({ status: e.target.value as EntityStatus });
            }}
          >
            {ENTITY_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          NFL ID
          <input
            value={draft.nflId}
            inputMode="numeric"
            maxLength={20}
            disabled={pending}
            className={problem?.field === 'nflId' ? 'missing' : undefined}
            onChange={(e) => {
              set({ nflId: e.target.value.trim() });
            }}
          />
        </label>
        <label>
          Jersey
          <input
            value={draft.jersey}
            maxLength={10}
            disabled={pending}
            onChange={(e) => {
              set({ jersey: e.target.value });
            }}
          />
        </label>
      </div>
      <datalist id={tagListId}>
        {TAG_NAMES.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <table className="entity-tags" aria-label="Tags">
        <thead>
          <tr>
            <th>Tag ID</th>
            <th>Name</th>
            <th>Group</th>
            <th>Offset (x,y,z)</th>
            <th>Active</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {draft.tags.map((tag, i) => {
            const repeated = tagIdTitle(tag.id, draft.tags);
            const at = (field: string) => problem?.field === `tags.${i}.${field}`;
            return (
              <tr key={i}>
                <td>
                  <input
                    aria-label={`Tag ${i + 1} id`}
                    value={tag.id}
                    maxLength={16}
                    disabled={pending}
                    className={repeated !== null ? 'repeated' : at('id') ? 'missing' : undefined}
                    title={repeated ?? undefined}
                    onChange={(e) => {
                      setDraft((d) => withTag(d, i, { id: e.target.value.trim().toUpperCase() }));
                    }}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Tag ${i + 1} name`}
                    value={tag.name}
                    list={tagListId}
                    maxLength={40}
                    disabled={pending}
                    className={at('name') ? 'missing' : undefined}
                    onChange={(e) => {
                      setDraft((d) => withTagName(d, i, cleanText(e.target.value)));
                    }}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Tag ${i + 1} group`}
                    value={tag.group}
                    maxLength={40}
                    disabled={pending}
                    className={at('group') ? 'missing' : undefined}
                    onChange={(e) => {
                      setDraft((d) => withTag(d, i, { group: cleanText(e.target.value) }));
                    }}
                  />
                </td>
                <td>
                  <input
                    aria-label={`Tag ${i + 1} offset`}
                    value={tag.offset}
                    maxLength={40}
                    disabled={pending}
                    className={at('offset') ? 'missing' : undefined}
                    onChange={(e) => {
                      setDraft((d) => withTag(d, i, { offset: e.target.value }));
                    }}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Tag ${i + 1} active`}
                    checked={tag.active}
                    disabled={pending}
                    onChange={(e) => {
                      setDraft((d) => withTag(d, i, { active: e.target.checked }));
                    }}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Remove tag ${i + 1}`}
                    disabled={pending}
                    onClick={() => {
                      setDraft((d) => ({ ...d, tags: d.tags.filter((_, k) => k !== i) }));
                    }}
                  >
                    ×
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className="button entity-add-tag"
        disabled={pending || draft.tags.length >= 12}
        onClick={() => {
          setDraft((d) => ({ ...d, tags: [...d.tags, NEW_TAG] }));
        }}
      >
        Add Tag
      </button>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
