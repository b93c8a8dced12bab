/** 'HH:MM' out of the time picker's 'HH:MM:SS' ('' when it is not complete): what `at` stores. */
export function storedTime(pickerValue: string): string | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(pickerValue);
  return match ? `${match[1]}:${match[2]}` : undefined;
}
