import { expectSaga } from 'redux-saga-test-plan';
import { notify } from '../../app/notificationsSlice';
import { rootReducer } from '../../app/store';
import { fakeHttp } from '../../test/fakeHttp';
import { entries } from '../../test/fieldEntries';
import { makeDeps } from '../../test/sagaDeps';
import { loadGiftClaims } from './giftClaimsSaga';
import { filtersApplied, filtersChanged, listFailed } from './giftClaimsSlice';

const claims = {
  '1': entries(1, { nama: 'Ani', id_claim: 'GC-1' }, '2024-05-01T00:00:00Z'),
};

describe('loading gift claims', () => {
  it('with no filter filled in: the full list (GET), which also feeds the filter options', async () => {
    const { http, requests } = fakeHttp({
      'GET /api/gift_claims': () => ({ data: { gift_claims: claims } }),
    });
    const result = await expectSaga(loadGiftClaims, makeDeps(http)).withReducer(rootReducer).run();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/gift_claims']);
    expect(result.storeState.giftClaims).toMatchObject({
      status: 'succeeded',
      rows: [{ id: '1', nama: 'Ani' }],
    });
    expect(result.storeState.giftClaims.optionRows).toHaveLength(1);
  });

  it('with filters: POST them as {property, value}, blanks left out', async () => {
    const { http, requests } = fakeHttp({ 'POST /api/gift_claims': () => ({ data: { gift_claims: {} } }) });
    let state = rootReducer(
      undefined,
      filtersChanged({ id_claim: 'GC-1', nama: '  ', updated_at: '2024-05-01' }),
    );
    state = rootReducer(state, filtersApplied());
    const result = await expectSaga(loadGiftClaims, makeDeps(http)).withReducer(rootReducer, state).run();
    expect(requests[0]!.body).toEqual({
      filters: [
        { property: 'id_claim', value: 'GC-1' },
        { property: 'updated_at', value: '2024-05-01' },
      ],
    });
    expect(result.storeState.giftClaims).toMatchObject({ status: 'succeeded', rows: [] });
    expect(result.storeState.giftClaims.optionRows).toEqual([]);
  });

  it("a failure shows the error catalogue's toast (the ApiError message: 502 text or the server's message)", async () => {
    const { http } = fakeHttp({
      'GET /api/gift_claims': () => {
        throw new Error('Something Wrong (502) Bad Gateway');
      },
    });
    await expectSaga(loadGiftClaims, makeDeps(http))
      .withReducer(rootReducer)
      .put(listFailed('Something Wrong (502) Bad Gateway'))
      .put.like({
        action: {
          type: notify.type,
          payload: { severity: 'error', summary: 'Something Wrong (502) Bad Gateway' },
        },
      })
      .run();
  });
});
