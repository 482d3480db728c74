import type { CreatedOrganization } from '@rostra/contracts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { CreateOrganizationForm } from './CreateOrganizationForm.tsx';

export function CreateOrganizationModal({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (organization: CreatedOrganization) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Create Organization"
      description="You will be its first administrator and employee."
      wide
    >
      <CreateOrganizationForm onCreated={onCreated} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
