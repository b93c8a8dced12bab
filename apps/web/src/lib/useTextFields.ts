import { useState } from 'react';

type TextChange = { currentTarget: { value: string } };

/**
 * A small form's text fields kept in one state object, with `bind(key)` giving an input its value
 * and onChange. Enough for forms whose checks run on the server; no form library for three fields.
 */
export function useTextFields<Fields extends Record<string, string>>(initial: Fields | (() => Fields)) {
  const [fields, setFields] = useState(initial);
  const bind = (key: keyof Fields) => ({
    value: fields[key],
    onChange: (event: TextChange) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });
  return { fields, setFields, bind };
}
