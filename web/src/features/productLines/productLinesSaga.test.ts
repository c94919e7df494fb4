import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/apiError';
import { notify } from '../../store/notificationsSlice';
import { activate, raw, translate, type Text } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';
import { rootReducer, type RootState } from '../../store/store';
import { entries, records } from '@crm/fixtures';
import { NOW, makeDeps, stubHttp } from '../../test/sagaDeps';
import { buildProductLineRows } from './productLineRules';
import { productLineList } from './productLineList';
import { deleteProductLine, productLinesSaga, updateProductLine } from './productLinesSaga';
import {
  deleteAsked,
  deleteRequested,
  editOpened,
  successDismissed,
  updateRequested,
} from './productLinesSlice';

const data = records(
  ...Array.from({ length: 7 }, (_, index) =>
    entries(index + 1, {
      code: `WMF0${index + 1}`,
      value: 'Washing Machine',
      model_code: `M${index + 1}`,
      model_description: `Model ${index + 1}`,
    }),
  ),
);
const listed = { data: { data: { product_lines: data } } };
const { loadRequested, loadSucceeded, reloadRequested } = productLineList.actions;
const initial = (): RootState => rootReducer(undefined, { type: 'init' });
const loaded = () =>
  rootReducer(initial(), loadSucceeded({ rows: buildProductLineRows(data), unfiltered: true }));
const toast = (summary: Text) => ({
  action: { type: notify.type, payload: { severity: 'error', summary } },
});

describe('product-line list (through the list kit)', () => {
  it('loads the whole list with GET; the filters POST {filters} with the declared properties', async () => {
    const http = stubHttp({
      get: vi.fn(async () => listed),
      post: vi.fn(async () => ({ data: { data: { product_lines: records(data['1']!) } } })),
    });
    const result = await expectSaga(productLinesSaga, makeDeps(http))
      .withReducer(rootReducer, initial())
      .dispatch(loadRequested({}))
      .silentRun(50);
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
    expect(result.storeState.productLines?.rows).toHaveLength(7);
    expect(result.storeState.productLines?.optionRows).toHaveLength(7);

    const filtered = await expectSaga(productLinesSaga, makeDeps(http))
      .withReducer(rootReducer, loaded())
      .dispatch(loadRequested({ model_code: 'M1', code: ' ' }))
      .silentRun(50);
    expect(http.post).toHaveBeenCalledWith('/api/product-lines', {
      filters: [{ property: 'model_code', value: 'M1' }],
    });
    expect(filtered.storeState.productLines?.rows.map((row: { code: string }) => row.code)).toEqual([
      'WMF01',
    ]);
    expect(filtered.storeState.productLines?.optionRows).toHaveLength(7);
  });

  it('a failed filter loads the whole list, without a toast (spec part 1 section 8)', async () => {
    const http = stubHttp({
      get: vi.fn(async () => listed),
      post: vi.fn(async () => Promise.reject(new ApiError(400, 'bad filter'))),
    });
    const result = await expectSaga(productLinesSaga, makeDeps(http))
      .withReducer(rootReducer, initial())
      .dispatch(loadRequested({ code: 'X' }))
      .not.put.actionType(notify.type)
      .silentRun(50);
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
    expect(result.storeState.productLines?.rows).toHaveLength(7);
  });

  it('a failed whole list is the error state and a toast; a 401 is left to the sign-out', async () => {
    const bad = stubHttp({
      get: vi.fn(async () => Promise.reject(new ApiError(502, 'Something Wrong (502) Bad Gateway'))),
    });
    const result = await expectSaga(productLinesSaga, makeDeps(bad))
      .withReducer(rootReducer, initial())
      .dispatch(loadRequested({}))
      .put.like(toast(raw('Something Wrong (502) Bad Gateway')))
      .silentRun(50);
    expect(result.storeState.productLines).toMatchObject({
      status: 'failed',
      error: raw('Something Wrong (502) Bad Gateway'),
    });
    const expired = stubHttp({ get: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthorized'))) });
    await expectSaga(productLinesSaga, makeDeps(expired))
      .withReducer(rootReducer, initial())
      .dispatch(loadRequested({}))
      .not.put.actionType(notify.type)
      .silentRun(50);
  });
});

describe('product-line edit and delete', () => {
  // The saga hands the toast a message id; in English it is the spec's words.
  const WRITE_FAILED = 'form.writeFailed' as const;
  it("words the spec's failure toast in English and in Bahasa Indonesia", () => {
    expect(translate(WRITE_FAILED)).toBe('Something wrong. Please try again later');
    activate('id', indonesian);
    expect(translate(WRITE_FAILED)).toBe('Terjadi kesalahan. Silakan coba lagi nanti.');
  });
  const values = { code: 'WMF01', value: 'Washer', modelCode: 'M1', modelDescription: 'Edited' };

  it('PUTs {product_line}, shows the new values in the row at once and "Updated Data Successfully"', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const result = await expectSaga(updateProductLine, deps, updateRequested({ id: '1', values }))
      .withReducer(rootReducer, rootReducer(loaded(), editOpened('1')))
      .run(2000);
    const [url, body] = http.put.mock.calls[0]!;
    expect(url).toBe('/api/product-lines/1');
    expect(body.product_line).toHaveLength(4);
    expect(body.product_line[3]).toMatchObject({
      key: 'model_description',
      value: 'Edited',
      updated_at: new Date(NOW).toISOString(),
    });
    expect(body.product_line[0]).not.toHaveProperty('table_data_id');
    expect(result.storeState.productLineEdit).toMatchObject({ editingId: null });
    expect(translate(result.storeState.productLineEdit!.success)).toBe('Updated Data Successfully');
    const row = result.storeState.productLines?.rows.find(
      (candidate: { id: string }) => candidate.id === '1',
    );
    expect(row).toMatchObject({ value: 'Washer', modelDescription: 'Edited' });
    expect(row?.entries[0]).toHaveProperty('table_data_id');
  });

  it('a failed edit is the toast "Something wrong. Please try again later"; the dialog and the row stay', async () => {
    const http = stubHttp({ put: vi.fn(async () => Promise.reject(new ApiError(409, 'taken'))) });
    const result = await expectSaga(updateProductLine, makeDeps(http), updateRequested({ id: '1', values }))
      .withReducer(rootReducer, rootReducer(loaded(), editOpened('1')))
      .put.like(toast(WRITE_FAILED))
      .run();
    expect(result.storeState.productLineEdit).toMatchObject({ editingId: '1', saving: false, success: null });
    expect(result.storeState.productLines?.rows[0]).toMatchObject({ modelDescription: 'Model 1' });
  });

  it("a refused edit keeps the spec's toast and shows the server's reason beside it", async () => {
    const reason = 'The code "NCAC01" is already used by product line 37';
    const http = stubHttp({
      put: vi.fn(async () => Promise.reject(new ApiError(409, reason, { message: reason }))),
    });
    await expectSaga(updateProductLine, makeDeps(http), updateRequested({ id: '1', values }))
      .withReducer(rootReducer, rootReducer(loaded(), editOpened('1')))
      .put.like({
        action: {
          type: notify.type,
          payload: { severity: 'error', summary: WRITE_FAILED, detail: raw(reason) },
        },
      })
      .run();
  });

  it('DELETEs after confirmation; a failure is the same toast', async () => {
    const http = stubHttp();
    const confirmed = rootReducer(rootReducer(loaded(), deleteAsked('2')), deleteRequested());
    const result = await expectSaga(deleteProductLine, makeDeps(http))
      .withReducer(rootReducer, confirmed)
      .run();
    expect(http.delete).toHaveBeenCalledWith('/api/product-lines/2');
    expect(result.storeState.productLineEdit).toMatchObject({ deletingId: null });
    expect(translate(result.storeState.productLineEdit!.success)).toBe('Deleted Data Successfully');

    const failing = makeDeps(stubHttp({ delete: vi.fn(async () => Promise.reject(new ApiError(500, 'x'))) }));
    const after = await expectSaga(deleteProductLine, failing)
      .withReducer(rootReducer, confirmed)
      .put.like(toast(WRITE_FAILED))
      .run();
    expect(after.storeState.productLineEdit).toMatchObject({ deletingId: null, deleting: false });
  });

  it('closing the success dialog reloads the current view', async () => {
    const http = stubHttp({ get: vi.fn(async () => listed) });
    await expectSaga(productLinesSaga, makeDeps(http))
      .withReducer(rootReducer, loaded())
      .dispatch(successDismissed())
      .put(reloadRequested())
      .silentRun(50);
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
  });
});
