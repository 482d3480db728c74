import { NAME_DISPLAY_FORMATS, type NameDisplayFormat, type Organization } from '@rostra/contracts';
import { Card } from '@/components/ui/card.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

const FORMAT_LABEL: Record<NameDisplayFormat, string> = {
  last: 'Last name (Lovelace)',
  last_first: 'Last, First (Lovelace, Ada)',
  first_last: 'First Last (Ada Lovelace)',
};

/** Display Settings: how member names are shown across the organization. */
export function DisplaySettingsCard({ organization }: { organization: Organization }) {
  const update = useUpdateSettings(String(organization.id));
  const { flash, show } = useFlash();
  return (
    <Card title="Display Settings">
      <FlashMessage flash={flash} />
      <SelectField
        label="Member Name Format"
        value={organization.settings.name_display_format}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { name_display_format: event.target.value as NameDisplayFormat },
            {
              onSuccess: () => show('success', 'Name display format updated'),
              onError: (error) => show('error', `Failed to update name display format: ${errorText(error)}`),
            },
          )
        }
      >
        <Options options={NAME_DISPLAY_FORMATS.map((format) => ({ value: format, label: FORMAT_LABEL[format] }))} />
      </SelectField>
    </Card>
  );
}
