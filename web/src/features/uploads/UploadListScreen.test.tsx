import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import type { SessionUser } from '../../api/types';
import { makeStore } from '../../app/store';
import type { KeyFilter } from '../../lib/filters';
import { fakeHttp, type Handler } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { uploadRecord } from './testData';
import { UploadListScreen } from './UploadListScreen';
import { filtersApplied, filtersChanged, listRequested } from './uploadsSlice';

const USER: SessionUser = {
  display_name: 'Ayu Admin',
  applications: ['crm'],
  modules: ['crm.customer.upload'],
  divisions: [],
};

const RECORDS = [
  uploadRecord({ uuid: 'u-1', status: 'done' }),
  uploadRecord({ uuid: 'u-2', status: 'failed', updated_at: '2024-06-02T10:00:00.000Z' }),
];

/** Answers the filter call: the records matching every non-category filter (only `id` is used here). */
const filterRoute: Handler = (request) => {
  const filters = (request.body as { filters: KeyFilter[] }).filters;
  const id = filters.find((filter) => filter.key === 'id')?.value;
  return { data: id ? RECORDS.filter((record) => record.uuid === id) : RECORDS };
};

function renderScreen(route: Handler) {
  const { http, requests } = fakeHttp({ 'POST /api/files/filter': route });
  const store = makeStore(makeDeps(http), {
    session: { status: 'authenticated', user: USER, accessToken: 'token', callback: 'idle' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <UploadListScreen category="customer" />
      </MemoryRouter>
    </Provider>,
  );
  return { store, requests };
}

describe('UploadListScreen', { timeout: 20_000 }, () => {
  it('shows no zero-row footer while loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderScreen(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    act(() => answer({ data: RECORDS }));
    expect(await screen.findByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it('a failed load shows the reason and "Try again", which loads again', async () => {
    let fail = true;
    renderScreen((request) => {
      if (fail) throw new ApiError(500, 'The uploads could not be loaded.');
      return filterRoute(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The uploads could not be loaded.');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 - 2 of 2 entries')).toBeInTheDocument();
  });

  it("an empty list says 'No data available.'", async () => {
    renderScreen(() => ({ data: [] }));
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('an empty filtered list says that the filters hide the rows', async () => {
    const { store } = renderScreen(filterRoute);
    await screen.findByText('Showing 1 - 2 of 2 entries');
    act(() => {
      store.dispatch(filtersChanged({ id: 'u-404' }));
      store.dispatch(filtersApplied());
      store.dispatch(listRequested());
    });
    expect(
      await screen.findByText('No data matches the applied filters. Clear All shows every entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
  });
});
