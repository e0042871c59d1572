import { ALERT_FREQUENCIES, type AlertFrequency } from '@shared/domain/saved-searches';
import { useBuyerText } from '@web/i18n/ns/buyer';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** An hour of the day as a 24-hour clock reads it in India ("08:00 IST"). */
export const istHour = (hour: number) => `${String(hour).padStart(2, '0')}:00 IST`;

/** How often a saved search's alerts come: at once, or a daily digest at an hour (IST). */
export function AlertSettingsFields({
  idPrefix,
  frequency,
  digestHour,
  onChange,
}: {
  idPrefix: string;
  frequency: AlertFrequency;
  digestHour: number;
  onChange: (patch: { frequency?: AlertFrequency; digestHour?: number }) => void;
}) {
  const t = useBuyerText();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('savedSearches.frequencyLegend')}</legend>
      {ALERT_FREQUENCIES.map((f) => (
        <label key={f} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={`${idPrefix}-frequency`}
            value={f}
            checked={frequency === f}
            onChange={() => onChange({ frequency: f })}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>{t(`savedSearches.frequency.${f}`)}</span>
        </label>
      ))}
      {frequency === 'daily' ? (
        <div className="ml-6 grid max-w-48 gap-1.5">
          <label htmlFor={`${idPrefix}-hour`} className="text-sm font-medium">
            {t('savedSearches.digestAt')}
          </label>
          <select
            id={`${idPrefix}-hour`}
            value={digestHour}
            onChange={(e) => onChange({ digestHour: Number(e.target.value) })}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {istHour(h)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
