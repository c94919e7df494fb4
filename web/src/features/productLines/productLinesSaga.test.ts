import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '../../api/errorCore';
import { notify } from '../../app/notificationsSlice';
import { rootReducer, type RootState } from '../../app/store';
import { entries, records } from '../../test/fieldEntries';
import { NOW, makeDeps, stubHttp } from '../../test/sagaDeps';
import { buildProductLineRows } from './productLineModel';
import { deleteProductLine, loadProductLines, productLinesSaga, updateProductLine } from './productLinesSaga';
import {
  deleteAsked,
  deleteRequested,
  editOpened,
  listRequested,
  listSucceeded,
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
const initial = (): RootState => rootReducer(undefined, { type: 'init' });
const loaded = () => {
  const rows = buildProductLineRows(data);
  return rootReducer(initial(), listSucceeded({ rows, options: null }));
};
const toast = (summary: string) => ({
  action: { type: notify.type, payload: { severity: 'error', summary } },
});

describe('product-line list', () => {
  it('loads the whole list with GET and builds the options', async () => {
    const http = stubHttp({ get: vi.fn(async () => listed) });
    const deps = makeDeps(http);
    const result = await expectSaga(loadProductLines, deps, listRequested({ filters: null }))
      .withReducer(rootReducer, rootReducer(initial(), listRequested({ filters: null })))
      .run();
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
    expect(result.storeState.productLines).toMatchObject({ status: 'succeeded', page: 1 });
    expect(result.storeState.productLines?.rows).toHaveLength(7);
    expect(result.storeState.productLines?.options?.code).toHaveLength(7);
  });

  it('filters with POST {filters}', async () => {
    const filters = [{ property: 'code' as const, value: 'WMF01' }];
    const http = stubHttp({
      post: vi.fn(async () => ({ data: { data: { product_lines: records(data['1']!) } } })),
    });
    const deps = makeDeps(http);
    const result = await expectSaga(loadProductLines, deps, listRequested({ filters }))
      .withReducer(rootReducer, rootReducer(loaded(), listRequested({ filters })))
      .run();
    expect(http.post).toHaveBeenCalledWith('/api/product-lines', { filters });
    expect(result.storeState.productLines?.rows.map((row: { code: string }) => row.code)).toEqual(['WMF01']);
  });

  it('a failed filter reloads the whole list, without a toast', async () => {
    const http = stubHttp({ post: vi.fn(async () => Promise.reject(new ApiError(400, 'bad filter'))) });
    const deps = makeDeps(http);
    const filters = [{ property: 'code' as const, value: 'X' }];
    await expectSaga(loadProductLines, deps, listRequested({ filters }))
      .withReducer(rootReducer, initial())
      .put(listRequested({ filters: null }))
      .not.put.actionType(notify.type)
      .run();
  });

  it('a failed whole list is a toast with the message; a 401 is left to the sign-out', async () => {
    const bad = makeDeps(
      stubHttp({
        get: vi.fn(async () => Promise.reject(new ApiError(502, 'Something Wrong (502) Bad Gateway'))),
      }),
    );
    await expectSaga(loadProductLines, bad, listRequested({ filters: null }))
      .withReducer(rootReducer, initial())
      .put.like(toast('Something Wrong (502) Bad Gateway'))
      .run();
    const expired = makeDeps(
      stubHttp({ get: vi.fn(async () => Promise.reject(new ApiError(401, 'Unauthorized'))) }),
    );
    await expectSaga(loadProductLines, expired, listRequested({ filters: null }))
      .withReducer(rootReducer, initial())
      .not.put.actionType(notify.type)
      .not.put.actionType(listRequested.type)
      .run();
  });
});

describe('product-line edit and delete', () => {
  const values = { code: 'WMF01', value: 'Washer', modelCode: 'M1', modelDescription: 'Edited' };

  it('PUTs {product_line} and shows "Updated Data Successfully"', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const result = await expectSaga(updateProductLine, deps, updateRequested({ id: '1', values }))
      .withReducer(rootReducer, rootReducer(loaded(), editOpened('1')))
      .run();
    const [url, body] = http.put.mock.calls[0]!;
    expect(url).toBe('/api/product-lines/1');
    expect(body.product_line).toHaveLength(4);
    expect(body.product_line[3]).toMatchObject({
      key: 'model_description',
      value: 'Edited',
      updated_at: new Date(NOW).toISOString(),
    });
    expect(body.product_line[0]).not.toHaveProperty('table_data_id');
    expect(result.storeState.productLines).toMatchObject({
      editingId: null,
      success: 'Updated Data Successfully',
    });
  });

  it('a failed edit is the toast "Something wrong. Please try again later"; the dialog stays', async () => {
    const http = stubHttp({ put: vi.fn(async () => Promise.reject(new ApiError(409, 'taken'))) });
    const deps = makeDeps(http);
    const result = await expectSaga(updateProductLine, deps, updateRequested({ id: '1', values }))
      .withReducer(rootReducer, rootReducer(loaded(), editOpened('1')))
      .put.like(toast('Something wrong. Please try again later'))
      .run();
    expect(result.storeState.productLines).toMatchObject({ editingId: '1', saving: false, success: null });
  });

  it('DELETEs after confirmation; a failure is the same toast', async () => {
    const http = stubHttp();
    const deps = makeDeps(http);
    const confirmed = rootReducer(rootReducer(loaded(), deleteAsked('2')), deleteRequested());
    const result = await expectSaga(deleteProductLine, deps).withReducer(rootReducer, confirmed).run();
    expect(http.delete).toHaveBeenCalledWith('/api/product-lines/2');
    expect(result.storeState.productLines).toMatchObject({
      deletingId: null,
      success: 'Deleted Data Successfully',
    });

    const failing = makeDeps(stubHttp({ delete: vi.fn(async () => Promise.reject(new ApiError(500, 'x'))) }));
    const after = await expectSaga(deleteProductLine, failing)
      .withReducer(rootReducer, confirmed)
      .put.like(toast('Something wrong. Please try again later'))
      .run();
    expect(after.storeState.productLines).toMatchObject({ deletingId: null, deleting: false });
  });

  it('closing the success dialog reloads the current view', async () => {
    const http = stubHttp({ get: vi.fn(async () => listed) });
    const deps = makeDeps(http);
    await expectSaga(productLinesSaga, deps)
      .withReducer(rootReducer, loaded())
      .dispatch(successDismissed())
      .put(listRequested({ filters: null, keepPage: true }))
      .silentRun(50);
    expect(http.get).toHaveBeenCalledWith('/api/product-lines');
  });
});
