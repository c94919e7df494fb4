import { DateField } from '../../../components/DateField';
import { useT } from '../../../i18n/i18n';
import { REQUIRED } from '../newCampaignForm';
import { Section, startOfToday, YesNo } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

/** Scheduling: yes or no; a scheduled campaign has a start and an end date, from today on. */
export function SchedulingSection({ model }: { model: NewCampaignModel }) {
  const { form, state, shown, edit, update } = model;
  const t = useT();
  const serverError = state.serverErrors.scheduleRange;
  return (
    <Section name="scheduling" titleId="newCampaign.section.scheduling">
      <YesNo
        name="scheduling"
        questionId="newCampaign.schedule.question"
        value={form.scheduled}
        onChange={(on) => update({ type: 'scheduleToggled', on })}
      />
      {form.scheduled && (
        <div className="form-grid">
          <DateField
            id="schedule-start"
            label={t('newCampaign.schedule.start')}
            value={form.scheduleStart}
            onChange={(scheduleStart) => edit({ scheduleStart })}
            minDate={startOfToday()}
            maxDate={form.scheduleEnd ?? undefined}
            required
            error={shown?.fields.scheduleRange && !form.scheduleStart ? REQUIRED : (serverError ?? null)}
          />
          <DateField
            id="schedule-end"
            label={t('newCampaign.schedule.end')}
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
