import { DateField } from '../../../components/DateField';
import { REQUIRED } from '../newCampaignForm';
import { Section, startOfToday, YesNo } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

/** Scheduling: yes or no; a scheduled campaign has a start and an end date, from today on. */
export function SchedulingSection({ model }: { model: NewCampaignModel }) {
  const { form, state, shown, edit, update } = model;
  return (
    <Section title="Scheduling">
      <YesNo
        name="scheduling"
        label="Schedule this campaign?"
        value={form.scheduled}
        onChange={(on) => update({ type: 'scheduleToggled', on })}
      />
      {form.scheduled && (
        <div className="form-grid">
          <DateField
            id="schedule-start"
            label="Start Date"
            value={form.scheduleStart}
            onChange={(scheduleStart) => edit({ scheduleStart })}
            minDate={startOfToday()}
            maxDate={form.scheduleEnd ?? undefined}
            required
            error={
              shown?.fields.scheduleRange && !form.scheduleStart ? REQUIRED : state.serverErrors.scheduleRange
            }
          />
          <DateField
            id="schedule-end"
            label="End Date"
            value={form.scheduleEnd}
            onChange={(scheduleEnd) => edit({ scheduleEnd })}
            minDate={form.scheduleStart ?? startOfToday()}
            required
            error={shown?.fields.scheduleRange && !form.scheduleEnd ? REQUIRED : null}
          />
        </div>
      )}
    </Section>
  );
}
