import { useMemo } from 'react';
import { DateField } from '../../../components/DateField';
import { SelectAllMultiSelect, type MultiOption } from '../../../components/SelectAllMultiSelect';
import { REQUIRED } from '../newCampaignForm';
import type { NewCampaignState } from '../newCampaignSlice';
import { distinctSorted, keepOfferedModelCodes, modelCodesFor } from '../segmentation';
import { Section, startOfToday } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

/** The purchase date picker goes back to 1919 (spec part 2 section 5). */
const EARLIEST_PURCHASE = new Date(1919, 0, 1);

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The segmentation options: product lines by code ("code - name"), model codes of the chosen lines. */
function useSegmentOptions(state: NewCampaignState, chosenLines: readonly string[]) {
  const productLines = useMemo<MultiOption[]>(() => {
    const byCode = new Map<string, string>();
    for (const line of state.productLines)
      if (line.code && !byCode.has(line.code)) byCode.set(line.code, line.value);
    return distinctSorted(byCode.keys()).map((code) => ({
      value: code,
      label: byCode.get(code) ? `${code} - ${byCode.get(code)}` : code,
    }));
  }, [state.productLines]);
  // Model codes narrow to the chosen product lines.
  const modelCodes = useMemo<MultiOption[]>(
    () => modelCodesFor(state.productLines, chosenLines).map((code) => ({ value: code, label: code })),
    [state.productLines, chosenLines],
  );
  const cities = useMemo(() => asOptions(state.cities), [state.cities]);
  const serviceTypes = useMemo(() => asOptions(state.serviceTypes), [state.serviceTypes]);
  return { productLines, modelCodes, cities, serviceTypes };
}

/** The purchase date range, back to 1919 and up to today; both ends are required. */
function PurchaseRange({ model }: { model: NewCampaignModel }) {
  const { form, state, shown, edit } = model;
  const years = `1919:${new Date().getFullYear()}`;
  return (
    <>
      <DateField
        id="purchase-start"
        label="Purchase Start Date"
        value={form.purchaseStart}
        onChange={(purchaseStart) => edit({ purchaseStart })}
        minDate={EARLIEST_PURCHASE}
        maxDate={form.purchaseEnd ?? startOfToday()}
        yearRange={years}
        required
        error={
          shown?.fields.purchaseRange && !form.purchaseStart ? REQUIRED : state.serverErrors.purchaseRange
        }
      />
      <DateField
        id="purchase-end"
        label="Purchase End Date"
        value={form.purchaseEnd}
        onChange={(purchaseEnd) => edit({ purchaseEnd })}
        minDate={form.purchaseStart ?? EARLIEST_PURCHASE}
        maxDate={startOfToday()}
        yearRange={years}
        required
        error={shown?.fields.purchaseRange && !form.purchaseEnd ? REQUIRED : null}
      />
    </>
  );
}

/** Recipient Segmentation: product line, location, model code and service type, and the purchase dates. */
export function SegmentationSection({ model }: { model: NewCampaignModel }) {
  const { form, state, edit, fieldError, lookup } = model;
  const options = useSegmentOptions(state, form.productLines);
  return (
    <Section title="Recipient Segmentation">
      <div className="form-grid">
        <SelectAllMultiSelect
          id="segment-product-line"
          label="Product Line"
          options={options.productLines}
          value={form.productLines}
          onChange={(productLines) =>
            edit({
              productLines,
              modelCodes: keepOfferedModelCodes(state.productLines, productLines, form.modelCodes),
            })
          }
          required
          {...lookup('productLines', 'product lines')}
          error={fieldError('productLines')}
        />
        <SelectAllMultiSelect
          id="segment-location"
          label="Location"
          options={options.cities}
          value={form.cities}
          onChange={(cities) => edit({ cities })}
          required
          {...lookup('cities', 'locations')}
          error={fieldError('cities')}
        />
        <SelectAllMultiSelect
          id="segment-model-code"
          label="Model Code"
          options={options.modelCodes}
          emptyMessage={form.productLines.length ? 'No options' : 'Choose a product line first'}
          value={form.modelCodes}
          onChange={(modelCodes) => edit({ modelCodes })}
          required
          {...lookup('productLines', 'model codes')}
          error={fieldError('modelCodes')}
        />
        <SelectAllMultiSelect
          id="segment-service-type"
          label="Service Type"
          options={options.serviceTypes}
          value={form.serviceTypes}
          onChange={(serviceTypes) => edit({ serviceTypes })}
          required
          {...lookup('serviceTypes', 'service types')}
          error={fieldError('serviceTypes')}
        />
        <PurchaseRange model={model} />
      </div>
    </Section>
  );
}
