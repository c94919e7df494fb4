import './giftClaims.css';
import { useEffect, useMemo, useState } from 'react';
import type { GiftClaimFilterProperty } from '../../api/giftClaims';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../app/hooks';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { DateFilter } from '../../components/DateFilter';
import { PagedTable, usePagedRows } from '../../components/PagedTable';
import { SelectFilter } from '../../components/SelectFilter';
import { fromRequestDate, toRequestDate } from '../../lib/dates';
import { distinctOptions } from '../../lib/filters';
import type { GiftClaimRow } from './giftClaimRules';
import { giftClaimsSaga } from './giftClaimsSaga';
import {
  filtersApplied,
  filtersChanged,
  filtersCleared,
  listRequested,
  selectGiftClaims,
} from './giftClaimsSlice';

/** 5 rows a page, a window of 5 page numbers (spec part 2 section 9). */
export const GIFT_CLAIM_PAGE_SIZE = 5;

const text = (value: string) => value || '-';

const COLUMNS: readonly Column<GiftClaimRow>[] = [
  { header: 'Name', cell: (row) => text(row.nama) },
  { header: 'Contact', cell: (row) => text(row.no_hp), className: 'nowrap' },
  { header: 'ID Claim', cell: (row) => text(row.id_claim), className: 'nowrap' },
  { header: 'Store Name', cell: (row) => text(row.toko_) },
  { header: 'Purchase Date', cell: (row) => text(row.tanggal_pembelian), className: 'nowrap' },
  { header: 'Product Model', cell: (row) => text(row.pembelian) },
  { header: 'Date Claim', cell: (row) => text(row.tanggal_klaim), className: 'nowrap' },
  { header: 'Prize', cell: (row) => text(row.hadiah) },
  { header: 'QTY', cell: (row) => text(row.qty) },
  { header: 'NO Resi', cell: (row) => text(row.resi), className: 'nowrap' },
  { header: 'Status Claim', cell: (row) => text(row.status_klaim) },
];

type SelectProperty = Exclude<GiftClaimFilterProperty, 'tanggal_pembelian' | 'updated_at'>;

/** The gift claim data list (spec part 2 section 2). */
export default function GiftClaimListPage() {
  useFeatureSaga('giftClaims', giftClaimsSaga);
  const dispatch = useAppDispatch();
  const { status, error, rows, optionRows, filters } = useAppSelector(selectGiftClaims);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    dispatch(filtersCleared());
    dispatch(listRequested());
  }, [dispatch]);

  const options = useMemo(() => {
    const of = (key: SelectProperty) => distinctOptions(optionRows.map((row) => row[key]));
    return {
      nama: of('nama'),
      no_hp: of('no_hp'),
      id_claim: of('id_claim'),
      toko_: of('toko_'),
      pembelian: of('pembelian'),
      status_klaim: of('status_klaim'),
    };
  }, [optionRows]);

  const loading = status === 'pending' || status === 'idle';
  const [pageData, setPage] = usePagedRows(rows, GIFT_CLAIM_PAGE_SIZE);
  const reload = () => {
    setPage(1);
    dispatch(listRequested());
  };

  const select = (id: string, label: string, property: SelectProperty) => (
    <SelectFilter
      id={id}
      label={label}
      options={options[property]}
      value={filters[property]}
      onChange={(value) => dispatch(filtersChanged({ [property]: value }))}
      loading={loading && options[property].length === 0}
    />
  );
  const date = (id: string, label: string, property: 'tanggal_pembelian' | 'updated_at') => (
    <DateFilter
      id={id}
      label={label}
      value={fromRequestDate(filters[property])}
      onChange={(value) => dispatch(filtersChanged({ [property]: value ? toRequestDate(value) : null }))}
    />
  );

  return (
    <DataPanel
      title="Gift Claim Data"
      filtersOpen={filtersOpen}
      onToggleFilters={() => setFiltersOpen((open) => !open)}
      onApply={() => {
        dispatch(filtersApplied());
        reload();
      }}
      onClear={() => {
        dispatch(filtersCleared());
        reload();
      }}
      filters={
        <>
          {select('gift-filter-name', 'Customer Name', 'nama')}
          {select('gift-filter-contact', 'Contact', 'no_hp')}
          {select('gift-filter-id', 'ID Claim', 'id_claim')}
          {select('gift-filter-store', 'Store Name', 'toko_')}
          {date('gift-filter-purchase', 'Purchase Date', 'tanggal_pembelian')}
          {select('gift-filter-model', 'Product Model', 'pembelian')}
          {date('gift-filter-update', 'Last Update', 'updated_at')}
          {select('gift-filter-status', 'Status Claim', 'status_klaim')}
        </>
      }
    >
      <PagedTable
        label="Gift claims"
        columns={COLUMNS}
        page={pageData}
        rowKey={(row) => row.id}
        loading={loading}
        error={status === 'failed' ? error : null}
        onRetry={() => dispatch(listRequested())}
        onPage={setPage}
      />
    </DataPanel>
  );
}
