import type { CreatedOrganization } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { JoinOrganizationForm } from '@/features/invitations/components/join-organization-form.tsx';
import { CreateOrganizationForm } from '@/features/organizations/components/create-organization-form.tsx';
import { rememberOrganization } from '@/lib/current-organization.ts';
import { notify } from '@/lib/notice.ts';

interface CreateOrJoinOrganizationProps {
  /** The row the two buttons stand in. */
  className: string;
  /** After the new organization became the current one and the success was announced. */
  onCreated: (organization: CreatedOrganization) => void;
  /** After the welcome was announced. */
  onJoined?: () => void;
}

/** Create New Organization and Join Existing Organization: the two buttons and the modals they open. */
export function CreateOrJoinOrganization({ className, onCreated, onJoined }: CreateOrJoinOrganizationProps) {
  const [open, setOpen] = useState<'create' | 'join' | null>(null);
  return (
    <div className={className}>
      <Button variant="primary" onClick={() => setOpen('create')}>
        Create New Organization
      </Button>
      <Button onClick={() => setOpen('join')}>Join Existing Organization</Button>
      <Modal
        open={open === 'create'}
        onOpenChange={(next) => setOpen(next ? 'create' : null)}
        title="Create Organization"
        description="You will be its first administrator and employee."
        wide
      >
        <CreateOrganizationForm
          onCreated={(organization) => {
            setOpen(null);
            rememberOrganization(String(organization.id));
            notify('success', `Organization "${organization.name}" created successfully!`);
            onCreated(organization);
          }}
          onCancel={() => setOpen(null)}
        />
      </Modal>
      <Modal
        open={open === 'join'}
        onOpenChange={(next) => setOpen(next ? 'join' : null)}
        title="Join Existing Organization"
        description="Use the invitation an administrator sent you."
      >
        <JoinOrganizationForm
          onJoined={(name) => {
            setOpen(null);
            notify('success', `Welcome to ${name}!`);
            onJoined?.();
          }}
          onCancel={() => setOpen(null)}
        />
      </Modal>
    </div>
  );
}
