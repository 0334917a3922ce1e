import { PRODUCT_NAME_MAX } from '@pitchside/contract/admin-catalogue';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '@pitchside/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageStrip } from './language-strip';
import { LocalizedTextField } from './localized-text-field';

/**
 * A name in the 13 languages, edited one language at a time: English is required, the others fall
 * back to it, none may pass `PRODUCT_NAME_MAX`. `requiredText` is the screen's own "name required".
 */
export function useLocalizedNames(
  initial: Partial<Record<string, string>> | undefined,
  requiredText: string,
) {
  const { t } = useTranslation('admin');
  const [names, setNames] = useState<Record<string, string>>(
    () => ({ ...initial }) as Record<string, string>,
  );
  const [language, setLanguage] = useState<LanguageCode>('en');
  const error = (code: LanguageCode) => {
    const name = names[code] ?? '';
    if (code === 'en' && !name.trim()) return requiredText;
    return name.length > PRODUCT_NAME_MAX ? t('catalogue.nameTooLong', { max: PRODUCT_NAME_MAX }) : undefined;
  };
  return {
    names,
    setNames,
    language,
    setLanguage,
    error,
    missing: LANGUAGE_CODES.filter((code) => code !== 'en' && !names[code]?.trim()),
    invalid: LANGUAGE_CODES.some((code) => error(code)),
    /** Every language, blank where not given, as the API takes them. */
    body: <T,>() =>
      ({
        ...Object.fromEntries(LANGUAGE_CODES.map((code) => [code, names[code] ?? ''])),
        en: names.en ?? '',
      }) as T,
    /** After a refused submit: the English name is the one that must be there, so show it if it is the problem. */
    showProblem: () => {
      if (error('en')) setLanguage('en');
    },
  };
}

export function LocalizedNameFields({
  state,
  legend,
  label,
  touched,
}: {
  state: ReturnType<typeof useLocalizedNames>;
  legend: string;
  label: string;
  touched: boolean;
}) {
  const { t } = useTranslation('admin');
  const { names, setNames, language } = state;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <LanguageStrip current={language} missing={state.missing} onSelect={state.setLanguage} />
      <LocalizedTextField
        language={language}
        label={label}
        hint={language === 'en' ? undefined : t('catalogue.nameHint')}
        error={touched || language !== 'en' ? state.error(language) : undefined}
        lang={language}
        dir={LANGUAGES.find((l) => l.code === language)?.dir}
        value={names[language] ?? ''}
        english={names.en}
        onValue={(value) => setNames({ ...names, [language]: value })}
      />
    </fieldset>
  );
}
