// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackMessages } from '@rnorm/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/http-stubs.ts';
import { renderRoutesAt } from '../../../testing/render.tsx';
import { signInForEachTest } from '../../../testing/signed-in-tests.ts';
import { JobRetentionForm } from './job-retention-form.tsx';

function stubCompany(initial: number | null) {
  let retention = initial;
  return stubFetch((request) => {
    if (request.url.pathname === '/v2/api/job-retention') {
      retention = (JSON.parse(String(request.body)) as { job_retention_days: number | null }).job_retention_days;
      return jsonResponse({ message: feedbackMessages.jobRetentionSaved(retention) });
    }
    return jsonResponse({
      company_name: 'Acme',
      customer_id: 7,
      domain: '',
      domains: [],
      job_retention_days: retention,
    });
  });
}

const retentionField = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Job retention/ });

describe(JobRetentionForm.name, () => {
  signInForEachTest('7');

  it('shows that jobs are kept, and saves a period chosen from the list', async () => {
    const { requests } = stubCompany(null);
    renderRoutesAt('/register', { '/register': <JobRetentionForm /> });
    await waitFor(() => expect(retentionField().value).toBe('Keep jobs until they are deleted'));
    const save = screen.getByRole('button', { name: 'Save retention' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(retentionField());
    await userEvent.click(await screen.findByRole('option', { name: 'Delete jobs 90 days after they finish' }));
    await userEvent.click(save);
    expect(await screen.findByText('Finished jobs are now deleted 90 days after they finish.')).toBeTruthy();
    const saved = requests.find((request) => request.url.pathname === '/v2/api/job-retention');
    expect(saved?.method).toBe('POST');
    expect(JSON.parse(String(saved?.body))).toEqual({ job_retention_days: 90 });
    await waitFor(() => expect(retentionField().value).toBe('Delete jobs 90 days after they finish'));
  });

  it('offers a period set through the API, and lifts the retention', async () => {
    const { requests } = stubCompany(45);
    renderRoutesAt('/register', { '/register': <JobRetentionForm /> });
    await waitFor(() => expect(retentionField().value).toBe('Delete jobs 45 days after they finish'));
    await userEvent.click(retentionField());
    await userEvent.click(await screen.findByRole('option', { name: 'Keep jobs until they are deleted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Jobs are now kept until they are deleted.')).toBeTruthy();
    const saved = requests.find((request) => request.url.pathname === '/v2/api/job-retention');
    expect(JSON.parse(String(saved?.body))).toEqual({ job_retention_days: null });
  });
});
