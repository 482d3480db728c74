import { Modal } from '../../../components/ui/Modal.tsx';
import { JoinOrganizationForm } from './JoinOrganizationForm.tsx';

export function JoinOrganizationModal({
  open,
  onOpenChange,
  onJoined,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onJoined: (organizationName: string) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Join Existing Organization"
      description="Use the invitation an administrator sent you."
    >
      <JoinOrganizationForm onJoined={onJoined} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
