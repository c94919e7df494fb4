import { DateFilter } from '../../../components/DateFilter';
import { SelectFilter } from '../../../components/SelectFilter';
import type { ReportFilterValues } from '../reportRules';

interface ReportFilterFieldsProps {
  values: ReportFilterValues;
  options: { ids: string[]; campaignNames: string[]; divisions: string[] };
  onChange(values: ReportFilterValues): void;
  loading?: boolean;
}

/** ID, Campaign Name and Division (drop-downs built from the loaded reports) and Created Date. */
export function ReportFilterFields({ values, options, onChange, loading = false }: ReportFilterFieldsProps) {
  const set = (patch: Partial<ReportFilterValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <SelectFilter
        id="report-filter-id"
        label="ID"
        options={options.ids}
        value={values.id}
        onChange={(id) => set({ id })}
        loading={loading}
      />
      <SelectFilter
        id="report-filter-campaign"
        label="Campaign Name"
        options={options.campaignNames}
        value={values.campaignName}
        onChange={(campaignName) => set({ campaignName })}
        loading={loading}
      />
      <SelectFilter
        id="report-filter-division"
        label="Division"
        options={options.divisions}
        value={values.division}
        onChange={(division) => set({ division })}
        loading={loading}
      />
      <DateFilter
        id="report-filter-created"
        label="Created Date"
        value={values.createdDate}
        onChange={(createdDate) => set({ createdDate })}
      />
    </>
  );
}
