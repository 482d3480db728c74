import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PrintAndExport } from './print-and-export.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MARCH = { year: 2026, month: 3 };
const CSV = 'GET /organizations/7/schedules/2026/3/export.csv?version=published';
const DRAFT_CSV = 'GET /organizations/7/schedules/2026/3/export.csv?version=draft';

describe('Print and Download CSV', () => {
  it('prints the page, where the print stylesheet keeps the month grid alone', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderWithProviders(<PrintAndExport organizationId="7" month={MARCH} canExport={false} />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });

  it('downloads the shown month as CSV for admins, the draft or the published version, under the name the server gives', async () => {
    const api = fakeApi({
      [CSV]: { body: 'date', headers: { 'Content-Disposition': 'attachment; filename=schedule-7-2026-03-published.csv' } },
      [DRAFT_CSV]: { body: 'date', headers: { 'Content-Disposition': 'attachment; filename=schedule-7-2026-03-draft.csv' } },
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderWithProviders(<PrintAndExport organizationId="7" month={MARCH} canExport />);
    await user.click(screen.getByRole('button', { name: 'Download draft CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['schedule-7-2026-03-draft.csv']));
    await user.click(screen.getByRole('button', { name: 'Download published CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['schedule-7-2026-03-draft.csv', 'schedule-7-2026-03-published.csv']));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([DRAFT_CSV, CSV]);
  });

  it('downloads only the location the page shows', async () => {
    const api = fakeApi({ [`${DRAFT_CSV}&location_id=north`]: { body: 'date' } });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<PrintAndExport organizationId="7" month={MARCH} canExport />, { path: '/org?location_id=north' });
    await user.click(screen.getByRole('button', { name: 'Download draft CSV' }));
    await vi.waitFor(() => expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`${DRAFT_CSV}&location_id=north`]));
  });

  it('says why a download failed', async () => {
    fakeApi({ [CSV]: { status: 403, body: { detail: 'Only administrators of this organization can do this' } } });
    const { user } = renderWithProviders(<PrintAndExport organizationId="7" month={MARCH} canExport />);
    await user.click(screen.getByRole('button', { name: 'Download published CSV' }));
    expect(await screen.findByText('Download failed: Only administrators of this organization can do this')).toBeInTheDocument();
  });
});
