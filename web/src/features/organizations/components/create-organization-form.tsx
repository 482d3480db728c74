import type { CreatedOrganization } from '@rostra/contracts';
import { TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';
import { tomorrow } from '@/lib/dates.ts';
import { tokenErrorText } from '@/lib/token-errors.ts';
import { useCreateOrganization, type CreateOrganizationInput } from '../api/create-organization.ts';
import { CREATION_TOKEN_ERRORS } from './create-errors.ts';
import { fieldValue, ORGANIZATION_RULES, type OrganizationField } from './organization-rules.ts';

type Field = 'creation_token' | OrganizationField;
const EMPTY: Record<Field, string> = {
  creation_token: '',
  name: '',
  description: '',
  email_address: '',
  phone_number: '',
  address: '',
  max_employees: '',
  subscription_expiry_date: '',
};

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.creation_token.trim()) errors.creation_token = TEXT.required;
  for (const field of Object.keys(ORGANIZATION_RULES) as OrganizationField[]) {
    const message = ORGANIZATION_RULES[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Create Organization: a creation token and a name; only the optional fields that were filled are sent. */
export function CreateOrganizationForm({
  onCreated,
  onCancel,
}: {
  onCreated: (organization: CreatedOrganization) => void;
  onCancel: () => void;
}) {
  const create = useCreateOrganization();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    const body: CreateOrganizationInput = {
      creation_token: values.creation_token.trim(),
      name: values.name.trim(),
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    for (const field of ['description', 'email_address', 'phone_number', 'address', 'max_employees', 'subscription_expiry_date'] as const) {
      const value = fieldValue(field, values[field]);
      if (value !== null) Object.assign(body, { [field]: value });
    }
    create.mutate(body, { onSuccess: onCreated });
  };

  const field = (name: Field) => ({
    value: values[name],
    error: submitted || values[name] ? errors[name] : null,
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      create.reset();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create Organization">
      {create.isError && <Message kind="error">{tokenErrorText(create.error, CREATION_TOKEN_ERRORS)}</Message>}
      <TextField
        label="Creation token"
        autoComplete="off"
        className="mono"
        {...field('creation_token')}
        hint="Issued by a super administrator."
      />
      <TextField label="Organization name" {...field('name')} />
      <TextAreaField label="Description" optional rows={2} {...field('description')} />
      <div className="grid-2">
        <TextField label="Email" optional type="email" {...field('email_address')} />
        <TextField label="Phone" optional type="tel" placeholder="+1234567890" {...field('phone_number')} />
      </div>
      <TextField label="Address" optional {...field('address')} />
      <div className="grid-2">
        <TextField label="Max employees" optional type="number" min={1} max={10000} inputMode="numeric" {...field('max_employees')} />
        <TextField label="Subscription expiry" optional type="date" min={tomorrow()} {...field('subscription_expiry_date')} />
      </div>
      <ModalFormActions onCancel={onCancel} busy={create.isPending} busyLabel="Creating…">
        Create Organization
      </ModalFormActions>
    </form>
  );
}
