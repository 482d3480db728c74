import type { Organization } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { formatDate } from '@/lib/dates.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { DeleteOrganizationDialog } from './delete-organization-dialog.tsx';
import { InlineEditField } from './inline-edit-field.tsx';

/** The editable Organization Profile: inline-edit cards and the Danger Zone. */
export function OrganizationProfileEditor({ organization, onDeleted }: { organization: Organization; onDeleted: () => void }) {
  const { flash, show } = useFlash();
  const [deleting, setDeleting] = useState(false);
  const saved = (label: string) => show('success', `${label} updated successfully`);
  const field = { organization, onSaved: saved };
  return (
    <>
      <p className="field-hint">Tip: hover over a field (or move the keyboard focus to it) to reveal its edit button.</p>
      <FlashMessage flash={flash} />
      <Card title="Basic Information">
        <InlineEditField {...field} field="name" label="Organization name" />
        <InlineEditField {...field} field="description" label="Description" type="textarea" />
        <div className="inline-field">
          <span className="inline-field-label">Status</span>
          <span>
            <Badge tone={organization.is_active ? 'success' : 'neutral'}>{organization.is_active ? 'Active' : 'Inactive'}</Badge>
          </span>
        </div>
        <div className="inline-field">
          <span className="inline-field-label">Created</span>
          <span>{formatDate(organization.created_at)}</span>
        </div>
      </Card>
      <Card title="Contact Information">
        <InlineEditField {...field} field="email_address" label="Email" type="email" />
        <InlineEditField {...field} field="phone_number" label="Phone" type="tel" />
        <InlineEditField {...field} field="address" label="Address" />
      </Card>
      <Card title="Subscription & Limits">
        <InlineEditField {...field} field="max_employees" label="Max employees" type="number" />
        <InlineEditField {...field} field="subscription_expiry_date" label="Subscription expiry" type="date" display={formatDate} />
      </Card>
      <Card title="Danger Zone" className="card-danger">
        <p>Deleting the organization removes it for every member, with its schedules and settings.</p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete Organization
        </Button>
      </Card>
      <DeleteOrganizationDialog organization={organization} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </>
  );
}
