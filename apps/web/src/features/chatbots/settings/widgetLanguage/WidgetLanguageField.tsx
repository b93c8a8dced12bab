import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { isWidgetLanguage, type WidgetLanguage } from '@griot/contract/chatbots/widgetLanguage';
import { LANGUAGES } from '@griot/i18n/languages';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '../../../../lib/i18n/languageNames';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { useWidgetLanguageSave } from './useWidgetLanguageSave';
import { widgetLanguageTexts } from './widgetLanguageTexts';

/**
 * 'Langue du chatbot' (`widget_language` on the wire): the language of the chatbot's own words with
 * its users on every channel — the web chat's widget, the runtime's replies and default buttons —
 * automatic (each user's, when their channel says it) or fixed. Saved on its own as soon as it is
 * chosen; a refused save puts the previous choice back.
 */
export function WidgetLanguageField({ chatbot }: { chatbot: Chatbot }) {
  const t = useTexts(widgetLanguageTexts);
  const save = useWidgetLanguageSave(chatbot._id);
  const [value, setValue] = useState<WidgetLanguage>(chatbot.widget_language ?? 'auto');

  function choose(next: string | null) {
    if (!isWidgetLanguage(next) || next === value) return;
    const previous = value;
    setValue(next);
    save.mutate({ id: chatbot._id, widget_language: next }, { onError: () => setValue(previous) });
  }

  return (
    <Select
      label={t.label}
      description={t.description}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={[
        { value: 'auto', label: t.auto },
        ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
      ]}
      value={value}
      onChange={choose}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
