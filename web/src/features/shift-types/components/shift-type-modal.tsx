import type { ShiftType } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError } from '@/lib/http.ts';
import { locationsQuery } from '@/lib/locations-query.ts';
import { skillsQuery } from '@/lib/skills-query.ts';
import { useCreateShiftType, type ShiftTypeBody } from '../api/create-shift-type.ts';
import { useUpdateShiftType } from '../api/update-shift-type.ts';
import { formOf, newShiftTypeForm } from './shift-type-form.ts';
import { ShiftTypeEditForm } from './shift-type-edit-form.tsx';

export const SAVE_FAILED = 'Failed to save shift type. Please try again.';

/** The failure text of docs/product/validation.md#shift-types, and the server's reason when it gave one (a taken name, a label rule). */
function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.detail && error.status < 500 ? `${SAVE_FAILED} ${error.detail}` : SAVE_FAILED;
}

interface ShiftTypeModalProps {
  organizationId: string;
  /** null: Add Shift Type. */
  shiftType: ShiftType | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}

export function ShiftTypeModal({ organizationId, shiftType, onClose, onSaved }: ShiftTypeModalProps) {
  const create = useCreateShiftType(organizationId);
  const update = useUpdateShiftType(organizationId);
  const locations = useQuery(locationsQuery(organizationId));
  const skills = useQuery(skillsQuery(organizationId));
  const mutation = shiftType ? update : create;
  const save = (body: ShiftTypeBody) =>
    shiftType
      ? update.mutate({ id: shiftType.id, body }, { onSuccess: () => onSaved('Shift type updated successfully') })
      : create.mutate(body, { onSuccess: () => onSaved('Shift type created successfully') });
  return (
    <Modal open wide onOpenChange={(open) => !open && onClose()} title={shiftType ? 'Edit Shift Type' : 'Add Shift Type'}>
      <ShiftTypeEditForm
        initial={shiftType ? formOf(shiftType) : newShiftTypeForm()}
        submitLabel={shiftType ? 'Save Changes' : 'Create Shift Type'}
        locations={locations.data}
        skills={skills.data}
        busy={mutation.isPending}
        error={mutation.isError ? saveFailure(mutation.error) : null}
        onSubmit={save}
        onCancel={onClose}
      />
    </Modal>
  );
}
