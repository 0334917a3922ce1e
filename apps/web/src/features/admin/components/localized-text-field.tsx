import type { LanguageCode } from '@pitchside/contract/languages';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/**
 * One text of an item in the language being edited, labelled with the language's code; another
 * language than English shows the English text as its placeholder (the fallback a player reads).
 * With `rows` it is a text area.
 */
export function LocalizedTextField(props: {
  language: LanguageCode;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  english: string | undefined;
  onValue: (value: string) => void;
  rows?: number;
  className?: string;
  /** Set on the control where its container does not already carry the language. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const { language } = props;
  const control = {
    lang: props.lang,
    dir: props.dir,
    className: props.className,
    value: props.value,
    placeholder: language === 'en' ? undefined : props.english,
  };
  return (
    <Field label={`${props.label} (${language.toUpperCase()})`} hint={props.hint} error={props.error}>
      {(wiring) =>
        props.rows === undefined ? (
          <Input {...wiring} {...control} onChange={(e) => props.onValue(e.target.value)} />
        ) : (
          <Textarea
            {...wiring}
            {...control}
            rows={props.rows}
            onChange={(e) => props.onValue(e.target.value)}
          />
        )
      }
    </Field>
  );
}
