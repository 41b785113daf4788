/**
 * 'Add User' of the Customers screen (03 §2 Customers): a team's new user with an application
 * role (team staff who write, team staff who read, a customer), a real record that sign-in
 * then honours. The server's refusal (an email already known) shows in the dialog.
 */
import { useState } from 'react';
import {
  CALLS,
  CUSTOMER_USER_ROLES,
  addCustomerUserBody,
  type CustomerUserRole,
  type Team,
} from '../../../../domain';
import { Dialog } from '../../components/Dialog';
import { FormFooter } from '../../components/FormFooter';
import { call } from '../../data/api';

export function AddUserDialog({
  team,
  onClose,
  onAdded,
}: {
  team: Team;
  onClose: () => void;
  onAdded: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<CustomerUserRole>('staff');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checked = addCustomerUserBody.safeParse({ email, name, role });
  const problem = checked.success
    ? null
    : `${String(checked.error.issues[0]?.path[0] ?? '')}: ${checked.error.issues[0]?.message ?? ''}`;

  const add = async () => {
    if (!checked.success) return;
    setPending(true);
    setError(null);
    try {
      await call(CALLS.addCustomerUser, { teamId: team.teamId }, { body: checked.data });
      onAdded(checked.data.email);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPending(false);
    }
  };

  return (
    <Dialog
      title="Add User"
      subtitle={team.teamFullName}
      className="add-user-dialog"
      busy={pending}
      locked={pending}
      onClose={onClose}
      footer={
        <FormFooter
          problem={email !== '' || name !== '' ? problem : null}
          ready={problem === null}
          pending={pending}
          submitLabel="Add"
          onCancel={onClose}
          onSubmit={() => void add()}
        />
      }
    >
      <div className="area-form add-user-form">
        <label>
          Email
          <input
            type="email"
            value={email}
            maxLength={120}
            disabled={pending}
            onChange={(e) => {
              setEmail(e.target.value);
            }}
          />
        </label>
        <label>
          Name
          <input
            value={name}
            maxLength={80}
            disabled={pending}
            onChange={(e) => {
              setName(e.target.value);
            }}
          />
        </label>
        <label>
          Role
          <select
            value={role}
            disabled={pending}
            onChange={(e) => {
              setRole(e.target.value as CustomerUserRole);
            }}
          >
            {(Object.keys(CUSTOMER_USER_ROLES) as CustomerUserRole[]).map((r) => (
              <option key={r} value={r}>
                {CUSTOMER_USER_ROLES[r].label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="zones-note">
        They sign in with this email; the role gives them{' '}
        {CUSTOMER_USER_ROLES[role].letter === 'w' ? 'read and write' : 'read'} access to{' '}
        {team.teamFullName}.
      </p>
      {error !== null && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
