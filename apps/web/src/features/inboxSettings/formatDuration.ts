import { inboxSettingsTexts } from './inboxSettingsTexts';

/**
 * A response time as a person reads it: '45 s', '4 min', '1 h 20', '1 h', '2 j 3 h' (in the
 * language shown; read in render, where useTexts has loaded the catalogue). Rounded to the unit
 * below the largest: nobody needs the seconds of a six-hour resolution.
 */
export function formatDuration(seconds: number): string {
  const t = inboxSettingsTexts.duration;
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t.seconds({ seconds: whole });
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return t.minutes({ minutes });
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t.hours({ hours })
      : t.hoursMinutes({ hours, minutes: String(rest).padStart(2, '0') });
  }
  const totalHours = Math.round(minutes / 60);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  return hours === 0 ? t.days({ days }) : t.daysHours({ days, hours });
}
