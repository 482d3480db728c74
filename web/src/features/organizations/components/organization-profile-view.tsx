import type { Organization } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { Badge, Card } from '@/components/ui/card.tsx';
import { DetailList } from '@/components/ui/detail-list.tsx';
import { formatDate } from '@/lib/dates.ts';

/** The read-only Organization Profile: empty sections hidden, email and phone as mail and tel links. */
export function OrganizationProfileView({ organization }: { organization: Organization }) {
  const contact: [string, ReactNode][] = [];
  if (organization.email_address)
    contact.push(['Email', <a href={`mailto:${organization.email_address}`}>{organization.email_address}</a>]);
  if (organization.phone_number) contact.push(['Phone', <a href={`tel:${organization.phone_number}`}>{organization.phone_number}</a>]);
  if (organization.address) contact.push(['Address', organization.address]);
  const limits: [string, ReactNode][] = [];
  if (organization.max_employees !== null) limits.push(['Max employees', organization.max_employees]);
  if (organization.subscription_expiry_date) limits.push(['Subscription expiry', formatDate(organization.subscription_expiry_date)]);

  const section = (title: string, rows: [string, ReactNode][]) =>
    rows.length > 0 && (
      <Card title={title}>
        <DetailList rows={rows} />
      </Card>
    );

  return (
    <>
      {section('Basic Information', [
        ['Name', organization.name],
        ...(organization.description ? ([['Description', organization.description]] as [string, ReactNode][]) : []),
        ['Status', <Badge tone={organization.is_active ? 'success' : 'neutral'}>{organization.is_active ? 'Active' : 'Inactive'}</Badge>],
        ['Created', formatDate(organization.created_at)],
      ])}
      {section('Contact Information', contact)}
      {section('Subscription & Limits', limits)}
    </>
  );
}
