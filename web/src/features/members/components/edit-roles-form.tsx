import type { Member, RoleChangeBody } from '@rostra/contracts';
import { TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/field.tsx';
import type { FormProps } from '@/components/ui/form-props.ts';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';

interface EditRolesFormProps extends FormProps<RoleChangeBody> {
  member: Member;
  isSelf: boolean;
}

/** Admin and Employee checkboxes; removing one's own admin role needs the acknowledgement (docs/product/states.md). */
export function EditRolesForm({ member, isSelf, busy, error, onSubmit, onCancel }: EditRolesFormProps) {
  const [roles, setRoles] = useState({ is_admin: member.is_admin, is_employee: member.is_employee });
  const [acknowledged, setAcknowledged] = useState(false);
  const noRole = !roles.is_admin && !roles.is_employee;
  const selfDemotion = isSelf && member.is_admin && !roles.is_admin;
  const blocked = noRole || (selfDemotion && !acknowledged);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onSubmit({ ...roles, confirm_self_demotion: selfDemotion && acknowledged });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Roles">
      {error && <Message kind="error">{error}</Message>}
      <fieldset className="role-options">
        <legend className="sr-only">Roles</legend>
        <Checkbox
          label={
            <>
              <strong>Admin</strong>: manage settings, invite users, assign roles
            </>
          }
          checked={roles.is_admin}
          onChange={(event) => setRoles((r) => ({ ...r, is_admin: event.target.checked }))}
        />
        <Checkbox
          label={
            <>
              <strong>Employee</strong>: can be scheduled and manage personal preferences
            </>
          }
          checked={roles.is_employee}
          onChange={(event) => setRoles((r) => ({ ...r, is_employee: event.target.checked }))}
        />
      </fieldset>
      {noRole && (
        <p className="field-error" role="alert">
          {TEXT.atLeastOneRole}
        </p>
      )}
      {selfDemotion && (
        <Message kind="info">
          <p>You are removing your own administrator role. You will no longer be able to manage this organization.</p>
          <Checkbox
            label="I understand that I will lose administrator access"
            checked={acknowledged}
            onChange={(event) => setAcknowledged(event.target.checked)}
          />
        </Message>
      )}
      <ModalFormActions onCancel={onCancel} disabled={blocked} busy={busy}>
        Save Roles
      </ModalFormActions>
    </form>
  );
}
