import { useMemo } from 'react';
import { DateField } from '../../../components/DateField';
import { SelectAllMultiSelect, type MultiOption } from '../../../components/SelectAllMultiSelect';
import { useT } from '../../../i18n/i18n';
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
  const t = useT();
  const serverError = state.serverErrors.purchaseRange;
  const years = `1919:${new Date().getFullYear()}`;
  return (
    <>
      <DateField
        id="purchase-start"
        label={t('newCampaign.segment.purchaseStart')}
        value={form.purchaseStart}
        onChange={(purchaseStart) => edit({ purchaseStart })}
        minDate={EARLIEST_PURCHASE}
        maxDate={form.purchaseEnd ?? startOfToday()}
        yearRange={years}
        required
        error={shown?.fields.purchaseRange && !form.purchaseStart ? REQUIRED : (serverError ?? null)}
      />
      <DateField
        id="purchase-end"
        label={t('newCampaign.segment.purchaseEnd')}
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
  const t = useT();
  const texts = {
    emptyMessage: t('newCampaign.noOptions'),
    selectedItemsLabel: t('newCampaign.selectedItems'),
  };
  return (
    <Section name="recipient-segmentation" titleId="newCampaign.section.segmentation">
      <div className="form-grid">
        <SelectAllMultiSelect
          id="segment-product-line"
          label={t('newCampaign.segment.productLine')}
          {...texts}
          options={options.productLines}
          value={form.productLines}
          onChange={(productLines) =>
            edit({
              productLines,
              modelCodes: keepOfferedModelCodes(state.productLines, productLines, form.modelCodes),
            })
          }
          required
          {...lookup('productLines', 'newCampaign.loadFailed.productLines')}
          error={fieldError('productLines')}
        />
        <SelectAllMultiSelect
          id="segment-location"
          label={t('newCampaign.segment.location')}
          {...texts}
          options={options.cities}
          value={form.cities}
          onChange={(cities) => edit({ cities })}
          required
          {...lookup('cities', 'newCampaign.loadFailed.locations')}
          error={fieldError('cities')}
        />
        <SelectAllMultiSelect
          id="segment-model-code"
          label={t('newCampaign.segment.modelCode')}
          {...texts}
          options={options.modelCodes}
          emptyMessage={t(
            form.productLines.length ? 'newCampaign.noOptions' : 'newCampaign.segment.productLineFirst',
          )}
          value={form.modelCodes}
          onChange={(modelCodes) => edit({ modelCodes })}
          required
          {...lookup('productLines', 'newCampaign.loadFailed.modelCodes')}
          error={fieldError('modelCodes')}
        />
        <SelectAllMultiSelect
          id="segment-service-type"
          label={t('newCampaign.segment.serviceType')}
          {...texts}
          options={options.serviceTypes}
          value={form.serviceTypes}
          onChange={(serviceTypes) => edit({ serviceTypes })}
          required
          {...lookup('serviceTypes', 'newCampaign.loadFailed.serviceTypes')}
          error={fieldError('serviceTypes')}
        />
        <PurchaseRange model={model} />
      </div>
    </Section>
  );
}
