import type { Member } from '@rostra/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { EditRolesForm } from './edit-roles-form.tsx';

const admin = {
  id: 'm1',
  user_id: 'u1',
  member_type: 'user',
  name: 'Ada',
  email: 'ada@example.com',
  is_admin: true,
  is_employee: false,
} as Member;

function setup(isSelf: boolean) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <EditRolesForm member={admin} isSelf={isSelf} busy={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />,
  );
  return { ...view, onSubmit, save: () => screen.getByRole('button', { name: 'Save Roles' }) };
}

describe('the Edit Roles form', () => {
  it('needs at least one role', async () => {
    const { user, save } = setup(false);
    await user.click(screen.getByLabelText(/^Admin/));
    expect(screen.getByText('At least one role (Admin or Employee) must be selected.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('needs the acknowledgement before an admin removes their own admin role, and sends it', async () => {
    const { user, save, onSubmit } = setup(true);
    await user.click(screen.getByLabelText(/^Employee/));
    await user.click(screen.getByLabelText(/^Admin/));
    expect(save()).toBeDisabled();
    await user.click(screen.getByLabelText('I understand that I will lose administrator access'));
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ is_admin: false, is_employee: true, confirm_self_demotion: true });
  });

  it("asks nothing when another member's admin role is removed", async () => {
    const { user, save, onSubmit } = setup(false);
    await user.click(screen.getByLabelText(/^Employee/));
    await user.click(screen.getByLabelText(/^Admin/));
    expect(screen.queryByLabelText('I understand that I will lose administrator access')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ is_admin: false, is_employee: true, confirm_self_demotion: false });
  });
});
