import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import type { StudioInquiryAssignee } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { STUDIO_API_BASE } from '../api/client';
import { InquiryAssigneeSelect, assigneeOptions, type AssigneeOutcome } from './inquiry-assignee';

/*
 * The assignee's select on an inquiry. Its texts are added to the English resources here: they are
 * in the locale files once merged (this test must not depend on when that happens).
 */
const texts = {
  inquiries: {
    assignee: {
      label: 'Assigned to',
      nobody: 'Nobody',
      assigned: 'Assigned to {{email}}.',
      unassigned: 'Nobody is assigned now.',
      refused: 'That person can no longer be assigned. Choose someone else.',
    },
  },
};

const kim = { id: 3, email: 'kim@inphr.example' };
const lee = { id: 5, email: 'lee@inphr.example' };
const departed = { id: 9, email: 'departed@inphr.example' };

/** The server: the assignable staff, and the answer to a PATCH (a 400 for `refuse`). */
function serve(staff: StudioInquiryAssignee[], refuse?: number) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === `${STUDIO_API_BASE}staff/assignable`) return Response.json(staff);
      const body = JSON.parse(String(init.body)) as { assignedTo: number | null };
      patches.push({ url, method: init.method, body });
      if (body.assignedTo === refuse) return Response.json({ message: 'Some fields need your attention.', errors: { assignedTo: 'refused' } }, { status: 400 });
      return Response.json({ id: 7, status: 'new', assignedTo: staff.find((s) => s.id === body.assignedTo) ?? null });
    }),
  );
  return patches;
}

/** The select of inquiry 7 as the page shows it, with the assignee of the detail it read. */
function renderSelect(assignedTo: StudioInquiryAssignee | null, outcomes: AssigneeOutcome[] = []) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  i18n.addResourceBundle('en', 'studio', texts, true, false);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <InquiryAssigneeSelect inquiryId={7} assignedTo={assignedTo} onOutcome={(o) => outcomes.push(o)} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const optionTexts = () => [...(screen.getByLabelText('Assigned to') as HTMLSelectElement).options].map((o) => o.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the choices of assignee', () => {
  it('are nobody, then the assignable staff; the current assignee stays one even when no longer listed', () => {
    expect(assigneeOptions([kim, lee], null, '-')).toEqual([
      { value: '', label: '-' },
      { value: '3', label: kim.email },
      { value: '5', label: lee.email },
    ]);
    expect(assigneeOptions([kim, lee], lee, '-').map((o) => o.value)).toEqual(['', '3', '5']);
    expect(assigneeOptions([kim], departed, '-').map((o) => o.value)).toEqual(['', '9', '3']);
  });
});

describe('the assignee select', () => {
  it('shows the current assignee, sends the chosen one, and says so', async () => {
    const patches = serve([kim, lee]);
    const outcomes: AssigneeOutcome[] = [];
    renderSelect(kim, outcomes);
    await waitFor(() => expect(screen.getByLabelText('Assigned to')).toBeEnabled());
    expect(optionTexts()).toEqual(['Nobody', kim.email, lee.email]);
    expect(screen.getByLabelText('Assigned to')).toHaveValue('3');
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), lee.email);
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'status', text: 'Assigned to lee@inphr.example.' }]));
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Nobody');
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toEqual({ kind: 'status', text: 'Nobody is assigned now.' });
    expect(patches).toEqual([
      { url: `${STUDIO_API_BASE}inquiries/7`, method: 'PATCH', body: { assignedTo: 5 } },
      { url: `${STUDIO_API_BASE}inquiries/7`, method: 'PATCH', body: { assignedTo: null } },
    ]);
  });

  it('says why when the server refuses the assignee', async () => {
    serve([kim, lee], 5);
    const outcomes: AssigneeOutcome[] = [];
    renderSelect(null, outcomes);
    await waitFor(() => expect(screen.getByLabelText('Assigned to')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), lee.email);
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'alert', text: 'That person can no longer be assigned. Choose someone else.' }]));
  });
});
